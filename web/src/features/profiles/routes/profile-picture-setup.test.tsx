import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const photoOf = (type: string, bytes = 2048, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  let next = 0;
  createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  revokeObjectURL = vi.fn();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

async function open() {
  const app = renderApp('/profile-picture-setup');
  await screen.findByRole('heading', { level: 1, name: 'Add a Profile Picture' });
  return app;
}

const dropZone = () => screen.getByRole('button', { name: /Choose a photo|Change photo/ });
const looksGood = () => screen.getByRole('button', { name: 'Looks Good' });
const drop = (file: File) => fireEvent.drop(dropZone(), { dataTransfer: { files: [file], types: ['Files'] } });

describe('/profile-picture-setup', () => {
  it('keeps Looks Good disabled until a file is chosen, then previews it', async () => {
    const { user } = await open();
    expect(looksGood()).toBeDisabled();

    await user.upload(screen.getByLabelText('Profile picture file'), photoOf('image/png'));
    expect(looksGood()).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Preview of your profile picture' })).toHaveAttribute('src', 'blob:preview-1');
    expect(dropZone()).toHaveAccessibleName(/Change photo \(me\.png\)/);
  });

  it('takes a dropped file and revokes the old preview when the photo changes', async () => {
    const { unmount } = await open();
    drop(photoOf('image/jpeg', 100, 'one.jpg'));
    expect(await screen.findByRole('img', { name: 'Preview of your profile picture' })).toHaveAttribute('src', 'blob:preview-1');
    drop(photoOf('image/gif', 100, 'two.gif'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of your profile picture' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('opens the file chooser from the keyboard', async () => {
    const { user } = await open();
    const chooser = screen.getByLabelText('Profile picture file');
    const click = vi.spyOn(chooser, 'click');
    dropZone().focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it.each([
    ['a PDF', photoOf('application/pdf', 100, 'cv.pdf'), 'Please select a JPG, PNG, or GIF file'],
    ['a WebP image', photoOf('image/webp', 100, 'me.webp'), 'Please select a JPG, PNG, or GIF file'],
    ['a file over 10 MB', photoOf('image/png', 10 * 1024 * 1024 + 1), 'File size must be less than 10MB'],
  ])('refuses %s before uploading', async (_case, file, message) => {
    const fetchMock = mockApi({});
    await open();
    drop(file);
    expect(await screen.findByText(message)).toBeVisible();
    expect(looksGood()).toBeDisabled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts exactly 10 MB', async () => {
    await open();
    drop(photoOf('image/png', 10 * 1024 * 1024));
    expect(looksGood()).toBeEnabled();
  });

  it('uploads the raw file with its own Content-Type, shows Uploading… and goes to /founder', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({ 'PUT /api/me/photo': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, router } = await open();
    const photo = photoOf('image/jpeg', 4096, 'me.jpg');
    drop(photo);
    await user.click(looksGood());

    expect(await screen.findByText('Uploading…')).toBeVisible();
    expect(looksGood()).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/me/photo');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/jpeg');

    answer(jsonResponse(200, { photoUrl: '/api/photos/p-1.jpg' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder'));
  });

  it.each([
    [415, () => apiError(415, 'unsupported_image', 'Not an image'), 'Please select a JPG, PNG, or GIF file'],
    [413, () => apiError(413, 'too_large', 'Too large'), 'File size must be less than 10MB'],
    [500, () => apiError(500, 'internal', 'Internal error'), 'Your photo could not be saved. Please try again.'],
    [401, () => apiError(401, 'unauthenticated', 'Sign in'), 'Your session has ended. Please sign in again to save your photo.'],
  ])('explains a %i answer and stays', async (_status, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'PUT /api/me/photo': answer });
    const { user, router } = await open();
    drop(photoOf('image/png'));
    await user.click(looksGood());
    expect(await screen.findByText(message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile-picture-setup');
    expect(looksGood()).toBeEnabled();
  });

  it('Skip for Now goes to /founder without uploading', async () => {
    const fetchMock = mockApi({});
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder'));
    expect(requestsOf(fetchMock).filter((request) => request.call.startsWith('PUT '))).toEqual([]);
  });
});
