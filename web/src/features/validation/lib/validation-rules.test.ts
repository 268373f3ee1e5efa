import { isAnswered, scoreBandOf, scoreOf, statusOf } from '@/features/validation/lib/validation-rules';

describe('validation rules', () => {
  it('counts an answer only when it is not blank after trimming, as the server trims', () => {
    expect(['', '  ', '\t\n\r', 'x', ' a '].map(isAnswered)).toEqual([false, false, false, true, true]);
  });

  it('gives a step the status SPEC section 4 gives it, keeping completed while all four are filled', () => {
    expect(statusOf(['', '', '', ''], 'not-started')).toBe('not-started');
    expect(statusOf(['a', ' ', '', ''], 'not-started')).toBe('in-progress');
    expect(statusOf(['a', 'b', 'c', 'd'], 'in-progress')).toBe('ready');
    expect(statusOf(['a', 'b', 'c', 'd'], 'completed')).toBe('completed');
    expect(statusOf(['a', 'b', 'c', ''], 'completed')).toBe('in-progress');
  });

  it('scores the percent of the twenty answers filled, rounded down, and colours it at 80 and 60', () => {
    const filled = ['a', 'b', 'c', 'd'];
    expect(scoreOf([filled, filled, filled, ['a', 'b', 'c', ''], ['', '', '', '']])).toBe(75);
    expect(scoreOf([['a', '', '', '']])).toBe(5);
    expect([100, 80, 79, 60, 59, 0].map(scoreBandOf)).toEqual(['green', 'green', 'amber', 'amber', 'red', 'red']);
  });
});
