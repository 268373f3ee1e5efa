// Both screens in one chunk: they are small, and one lazy import keeps the entry (which lists each
// import's files) lighter on every public page.
export { AdminForgotPasswordRoute, ForgotPasswordRoute } from '@/features/password-reset/routes/forgot-password';
export { AdminResetPasswordRoute, ResetPasswordRoute } from '@/features/password-reset/routes/reset-password';
