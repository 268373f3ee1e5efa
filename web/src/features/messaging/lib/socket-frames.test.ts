import type { z } from 'zod';

import { readServerFrame, type serverFrameSchema, type ServerFrame } from '@/features/messaging/lib/socket-frames';

describe('the server frames the client reads', () => {
  it('are every frame type of the contract (WsServerFrame), and no other', () => {
    expectTypeOf<z.output<typeof serverFrameSchema>['type']>().toEqualTypeOf<ServerFrame['type']>();
  });

  it('keep an error without a clientId, and drop a frame whose type the contract does not name', () => {
    const error = { type: 'error', error: { code: 'overloaded', message: 'The server is busy. Please try again.' } };
    expect(readServerFrame(JSON.stringify(error))).toEqual(error);
    expect(readServerFrame(JSON.stringify({ type: 'error', clientId: null, error: error.error }))).toBeNull();
    expect(readServerFrame(JSON.stringify({ type: 'future-thing' }))).toBeNull();
  });
});
