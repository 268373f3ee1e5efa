import { render } from '@testing-library/react';

import { EmailAddress } from '@/components/ui/email-address';

describe('EmailAddress', () => {
  it('may wrap only after the @, and reads as the whole address', () => {
    const { container } = render(<EmailAddress address="prakash.balasubramanian@sangam.demo" className="text-ink-300" />);
    const shown = container.firstElementChild;
    expect(shown).toHaveTextContent('prakash.balasubramanian@sangam.demo');
    expect(shown).toHaveClass('text-ink-300');
    expect(shown?.innerHTML).toBe('prakash.balasubramanian@<wbr>sangam.demo');
  });

  it('shows text without an @ as it is', () => {
    const { container } = render(<EmailAddress address="erased member" />);
    expect(container.firstElementChild?.innerHTML).toBe('erased member');
  });
});
