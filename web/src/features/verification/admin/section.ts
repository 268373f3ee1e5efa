import type { AdminSectionDeclaration } from '@/lib/feature-module';

/** The verification module's section of /admin; loaded with the admin page, not the entry. */
const section: AdminSectionDeclaration = { key: 'verification', title: 'Verification', tab: 'Verification', order: 4, load: () => import('@/features/verification/admin/components/verification-section').then((m) => ({ default: m.VerificationSection })) };

export default section;
