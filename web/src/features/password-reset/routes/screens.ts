// Both screens in one chunk: they are small, and one lazy import keeps the entry (which lists each
// import's files) lighter on every public page.
export { ForgotPasswordRoute } from '@/features/password-reset/routes/forgot-password';
export { ResetPasswordRoute } from '@/features/password-reset/routes/reset-password';
