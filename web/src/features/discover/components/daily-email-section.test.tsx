import { screen, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('/settings: daily matches', () => {
  it('is off until turned on, then sends the choice and shows what the server stored', async () => {
    const fetchMock = memberApi({
      'PUT /api/discover/daily-email': ({ body }) => jsonResponse(200, body),
    });
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Daily matches' }, { timeout: 15_000 });
    const toggle = within(section).getByRole('switch', { name: 'E-mail me my daily matches' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await within(section).findByRole('switch', { name: 'E-mail me my daily matches', checked: true })).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'PUT /api/discover/daily-email').map(({ body }) => body)).toEqual([{ email: true }]);
  }, 30_000);
});
