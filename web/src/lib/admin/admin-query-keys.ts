/** Everything an administrator sees is cached under `admin`, so signing out can drop it in one go; a feature's
 * admin section keeps its list under it (e.g. events' `eventListKey`). */
export const adminQueryKey = ['admin'] as const;
export const adminSessionKey = [...adminQueryKey, 'session'] as const;
export const reviewListKey = [...adminQueryKey, 'review'] as const;
export const auditLogKey = [...adminQueryKey, 'audit'] as const;
export const reportListKey = [...adminQueryKey, 'reports'] as const;
