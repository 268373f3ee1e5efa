/** The longest reason the server takes with a rejection (applications::k_reason_max). */
export const rejectionReasonLimit = 1000;

/**
 * Reasons an administrator often gives, kept here to pick and edit before sending; the applicant
 * reads the text as written, in the rejection mail.
 */
export const rejectionTemplates = [
  {
    label: 'Profile incomplete',
    text: 'Your application did not tell us enough about you and your company. Please add your LinkedIn profile and a short description of what you are building when you apply again.',
  },
  {
    label: 'Could not verify',
    text: 'We could not verify your role or your company from the details given. Please apply again with a LinkedIn profile or company website we can check.',
  },
  {
    label: 'Not a founder yet',
    text: 'Sangam is for founders and operators who are building a company today. We would be glad to hear from you again once your venture is under way.',
  },
] as const;
