import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdminRecoveryCodes } from '@/features/admin/components/admin-recovery-codes';

const codes = ['abcd-efgh', 'jkmn-pqrs', 'tuvw-xyz2', '3456-789a', 'bcde-fghj', 'kmnp-qrst', 'uvwx-yz23', '4567-89ab', 'cdef-ghjk', 'mnpq-rstu'];

describe('AdminRecoveryCodes', () => {
  it('lists the ten codes, copies them and offers them as a text file', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<AdminRecoveryCodes codes={codes} onSaved={() => {}} />);

    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(Array.from(list.querySelectorAll('li'), (item) => item.textContent)).toEqual(codes);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${codes.join('\n')}\n`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();

    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'sangam-admin-recovery-codes.txt');
    expect(decodeURIComponent((download.getAttribute('href') ?? '').replace('data:text/plain;charset=utf-8,', ''))).toBe(`${codes.join('\n')}\n`);
  });

  it('goes on only when the administrator says they are saved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<AdminRecoveryCodes codes={codes} onSaved={onSaved} />);
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
