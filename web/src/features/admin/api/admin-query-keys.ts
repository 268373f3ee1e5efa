/** Everything an administrator sees is cached under `admin`, so signing out can drop it in one go. */
export const adminQueryKey = ['admin'] as const;
export const adminSessionKey = [...adminQueryKey, 'session'] as const;
export const reviewListKey = [...adminQueryKey, 'review'] as const;
export const auditLogKey = [...adminQueryKey, 'audit'] as const;
export const reportListKey = [...adminQueryKey, 'reports'] as const;
export const eventListKey = [...adminQueryKey, 'events'] as const;
export const storyListKey = [...adminQueryKey, 'stories'] as const;
export const insightListKey = [...adminQueryKey, 'insights'] as const;
export const verificationReviewListKey = [...adminQueryKey, 'verification'] as const;
