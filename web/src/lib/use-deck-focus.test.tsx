import { render, screen } from '@testing-library/react';

import { useDeckFocus } from '@/lib/use-deck-focus';

function Deck({ current, ended, moveOn = true }: { current: string | null; ended: boolean; moveOn?: boolean }) {
  const { cardRef, endRef, moved } = useDeckFocus(current, ended);
  if (moveOn) moved();
  return (
    <>
      <button type="button">Elsewhere</button>
      {current ? (
        <section key={current} ref={cardRef} tabIndex={-1} aria-label={current} />
      ) : (
        <p ref={endRef} tabIndex={-1}>
          The end
        </p>
      )}
    </>
  );
}

describe('useDeckFocus', () => {
  it('moves focus that fell to the page to the next card, then to the end', () => {
    const { rerender } = render(<Deck current="Priya" ended={false} />);
    rerender(<Deck current="Arjun" ended={false} />);
    expect(screen.getByRole('region', { name: 'Arjun' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    rerender(<Deck current={null} ended />);
    expect(screen.getByText('The end')).toHaveFocus();
  });

  it('leaves focus where the member put it', () => {
    const { rerender } = render(<Deck current="Priya" ended={false} />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Deck current="Arjun" ended={false} />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('does nothing before the member has moved the deck on', () => {
    const { rerender } = render(<Deck current="Priya" ended={false} moveOn={false} />);
    rerender(<Deck current="Arjun" ended={false} moveOn={false} />);
    expect(document.body).toHaveFocus();
  });
});
