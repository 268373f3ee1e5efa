import { screen, waitFor, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';


const review = (memberId: string, name: string, step: string, detail: Record<string, string>, revision = 1) => ({ memberId, name, step, detail, submittedAt: '2026-03-02T05:00:00Z', revision });

const linkedin = review('m-1', 'Meera Pillai', 'linkedin', { url: 'https://www.linkedin.com/in/meera' });
const company = review('m-2', 'Arjun Rao', 'company', { companyName: 'Chai Ledger', website: 'https://chailedger.in', description: 'Books for tea stalls.' });
const identity = review('m-3', 'Kavya Iyer', 'identity', { fileName: 'passport.pdf', contentType: 'application/pdf' });
// 10:30 am in India.
const video = review('m-4', 'Dev Shah', 'video', { slot: '2026-03-12T05:00:00Z' });

const memberSteps = { steps: [], completed: 3, verified: false };

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}, items: unknown[] = [linkedin, company, identity, video]) {
  return sharedAdminApi({
    'GET /api/admin/verification': () => jsonResponse(200, { items }),
    ...overrides,
  });
}

async function openVerification() {
  const app = renderApp('/admin?section=verification');
  await screen.findByRole('heading', { level: 1, name: 'Verification' });
  return app;
}

const callsOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => requestsOf(fetchMock).filter((request) => request.call === call);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin verification', () => {
  it('is a section of its own beside the review queue, events and stories', async () => {
    adminApi();
    const { user, router } = renderApp('/admin?section=stories');
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    await user.click(within(sections).getByRole('link', { name: 'Verification' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    expect(router.state.location.search).toBe('?section=verification');
    expect(within(sections).getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists what waits with the member, the step and what was sent: the link, the company, the document, the slot in IST', async () => {
    adminApi();
    await openVerification();
    const list = await screen.findByRole('list', { name: 'Waiting for review' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Meera Pillai: LinkedIn profile',
      'Arjun Rao: Company',
      'Kavya Iyer: Identity document',
      'Dev Shah: Video call',
    ]);
    expect(screen.getByText('4 steps wait for review')).toBeVisible();

    const profile = screen.getByRole('article', { name: 'Meera Pillai: LinkedIn profile' });
    expect(profile).toHaveTextContent('https://www.linkedin.com/in/meera');
    expect(within(profile).getByRole('link', { name: 'Open the LinkedIn profile' })).toHaveAttribute('href', 'https://www.linkedin.com/in/meera');

    const firm = screen.getByRole('article', { name: 'Arjun Rao: Company' });
    expect(firm).toHaveTextContent('Chai Ledger');
    expect(firm).toHaveTextContent('Books for tea stalls.');
    expect(within(firm).getByRole('link', { name: 'Open the website' })).toHaveAttribute('href', 'https://chailedger.in/');

    const document = within(screen.getByRole('article', { name: 'Kavya Iyer: Identity document' })).getByRole('link', { name: 'Open the document' });
    expect(document).toHaveAttribute('href', '/api/admin/verification/m-3/identity?revision=1');
    expect(document).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('article', { name: 'Kavya Iyer: Identity document' })).toHaveTextContent('passport.pdf');

    expect(screen.getByRole('article', { name: 'Dev Shah: Video call' })).toHaveTextContent(/Thu, 12 Mar,? 2026, 10:30 am IST/);
  });

  it('approves a step and the list refreshes', async () => {
    let items: unknown[] = [linkedin, company];
    const fetchMock = adminApi({
      'GET /api/admin/verification': () => jsonResponse(200, { items }),
      'POST /api/admin/verification/m-1/linkedin/decision': () => {
        items = [company];
        return jsonResponse(200, memberSteps);
      },
    });
    const { user } = await openVerification();
    await user.click(await screen.findByRole('button', { name: 'Approve: Meera Pillai, LinkedIn profile' }));
    expect(await screen.findByText('✅ Approved: Meera Pillai’s LinkedIn profile.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Meera Pillai: LinkedIn profile' })).toBeNull());
    expect(callsOf(fetchMock, 'POST /api/admin/verification/m-1/linkedin/decision').map(({ body }) => body)).toEqual([{ status: 'completed', revision: 1 }]);
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    let items: unknown[] = [company];
    const fetchMock = adminApi({
      'GET /api/admin/verification': () => jsonResponse(200, { items }),
      'POST /api/admin/verification/m-2/company/decision': () => {
        items = [];
        return jsonResponse(200, memberSteps);
      },
    });
    const { user } = await openVerification();
    await user.click(await screen.findByRole('button', { name: 'Reject: Arjun Rao, Company' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Arjun Rao’s company details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why, for the member.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/verification/m-2/company/decision')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for the member'), 'The website does not load.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('✅ Rejected: Arjun Rao’s company details.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock, 'POST /api/admin/verification/m-2/company/decision').map(({ body }) => body)).toEqual([{ status: 'failed', reason: 'The website does not load.', revision: 1 }]);
    expect(await screen.findByText('Nothing waits for review.')).toBeVisible();
  });

  it('decides the revision it showed: a step sent again since is refused, and the list then shows what was sent', async () => {
    const swapped = review('m-3', 'Kavya Iyer', 'identity', { fileName: 'swapped.pdf', contentType: 'application/pdf' }, 2);
    let items: unknown[] = [identity];
    const fetchMock = adminApi({
      'GET /api/admin/verification': () => jsonResponse(200, { items }),
      'POST /api/admin/verification/m-3/identity/decision': ({ body }) => {
        const { revision } = body as { revision: number };
        if (revision === 2) {
          items = [];
          return jsonResponse(200, memberSteps);
        }
        return apiError(409, 'revision_changed', 'The member sent this step again after you opened it. Review what they sent now.');
      },
    });
    const { user } = await openVerification();
    const shown = await screen.findByRole('article', { name: 'Kavya Iyer: Identity document' });
    expect(within(shown).getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', '/api/admin/verification/m-3/identity?revision=1');
    // The member sends another document while the administrator looks at the first.
    items = [swapped];
    await user.click(within(shown).getByRole('button', { name: 'Approve: Kavya Iyer, Identity document' }));
    expect(await screen.findByText('❌ The member sent this step again after you opened it. Review what they sent now.')).toBeVisible();
    const now = await screen.findByText('swapped.pdf');
    const card = now.closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', '/api/admin/verification/m-3/identity?revision=2');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Approve: Kavya Iyer, Identity document' }));
    expect(await screen.findByText('✅ Approved: Kavya Iyer’s identity document.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/verification/m-3/identity/decision').map(({ body }) => body)).toEqual([
      { status: 'completed', revision: 1 },
      { status: 'completed', revision: 2 },
    ]);
  });

  it('says when someone else decided first', async () => {
    adminApi({ 'POST /api/admin/verification/m-4/video/decision': () => apiError(404, 'not_found', 'Nothing here.') }, [video]);
    const { user } = await openVerification();
    await user.click(await screen.findByRole('button', { name: 'Approve: Dev Shah, Video call' }));
    expect(await screen.findByText('❌ Nothing here.')).toBeVisible();
  });

  it("says 'Nothing waits for review.' when the list is empty, and offers Try again when it cannot be loaded", async () => {
    let fail = true;
    adminApi({ 'GET /api/admin/verification': () => (fail ? apiError(500, 'internal', 'Boom') : jsonResponse(200, { items: [] })) });
    const { user } = await openVerification();
    expect(await screen.findByText('The verification steps could not be loaded. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing waits for review.')).toBeVisible();
  });
});
