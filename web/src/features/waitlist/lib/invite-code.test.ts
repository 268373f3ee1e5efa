import { inviteCodeOf } from '@/features/waitlist/lib/invite-code';

const code = 'ab'.repeat(32);

describe('inviteCodeOf', () => {
  it('reads the code from the e-mailed link or alone', () => {
    expect(inviteCodeOf(`https://sangam.example/invite?code=${code}`)).toBe(code);
    expect(inviteCodeOf(`  ${code.toUpperCase()}  `)).toBe(code);
  });

  it('refuses anything else', () => {
    expect(inviteCodeOf('')).toBeNull();
    expect(inviteCodeOf('SANGAM42')).toBeNull();
    expect(inviteCodeOf(`https://sangam.example/invite?code=${code.slice(2)}`)).toBeNull();
  });
});
