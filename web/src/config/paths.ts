type StaticPath<P extends string> = { path: P; getHref: () => P };

const staticPath = <P extends string>(path: P): StaticPath<P> => ({ path, getHref: () => path });

/** Every client-side route of the product (SPEC section 2). Link with `getHref`, route with `path`. */
export const paths = {
  home: staticPath('/'),
  marketing: staticPath('/marketing'),
  test: staticPath('/test'),

  onboarding: {
    welcome: staticPath('/onboarding'),
    step1: staticPath('/onboarding/step1'),
    step2: staticPath('/onboarding/step2'),
    step3: staticPath('/onboarding/step3'),
    step4: staticPath('/onboarding/step4'),
    success: staticPath('/success'),
    /** Where the e-mailed link for a second application with the same address lands. */
    confirmChange: {
      path: '/apply/confirm',
      getHref: (token: string) => `/apply/confirm?${new URLSearchParams({ token }).toString()}`,
    },
  },

  /** Where the e-mailed link for a second waitlist sign-up with the same address lands. */
  waitlistConfirmChange: {
    path: '/waitlist/confirm',
    getHref: (token: string) => `/waitlist/confirm?${new URLSearchParams({ token }).toString()}`,
  },

  /** Where an invitation from the waitlist is entered (linked from onboarding step 1, which the landing page's "I have an invite" opens, as SPEC section 2 says), and where its e-mailed link lands. */
  invite: {
    path: '/invite',
    getHref: (code?: string) => (code ? `/invite?${new URLSearchParams({ code }).toString()}` : '/invite'),
  },

  auth: {
    founderLogin: staticPath('/founder-login'),
    passwordSetup: {
      path: '/password-setup',
      getHref: (email?: string) =>
        email ? `/password-setup?${new URLSearchParams({ email }).toString()}` : '/password-setup',
    },
    passwordVerify: staticPath('/password-verify'),
    forgotPassword: staticPath('/forgot-password'),
    /** Where the e-mailed password reset link lands. */
    resetPassword: {
      path: '/reset-password',
      getHref: (token: string) => `/reset-password?${new URLSearchParams({ token }).toString()}`,
    },
  },

  profilePictureSetup: staticPath('/profile-picture-setup'),

  admin: staticPath('/admin'),
  /** An administrator's forgotten password: asked for from the admin sign-in, used from the e-mailed link. */
  adminForgotPassword: staticPath('/admin/forgot-password'),
  adminResetPassword: {
    path: '/admin/reset-password',
    getHref: (token: string) => `/admin/reset-password?${new URLSearchParams({ token }).toString()}`,
  },

  founder: {
    discover: staticPath('/founder'),
    connections: staticPath('/connections'),
    inbox: staticPath('/inbox'),
    /** One conversation open in /inbox; its id is the connection's. */
    conversation: {
      path: '/inbox/:conversationId',
      getHref: (conversationId: string) => `/inbox/${encodeURIComponent(conversationId)}`,
    },
    profile: staticPath('/profile'),
    /** Another member's profile. */
    member: {
      path: '/members/:memberId',
      getHref: (memberId: string) => `/members/${encodeURIComponent(memberId)}`,
    },
    analytics: staticPath('/analytics'),
    settings: staticPath('/settings'),
    /** Where the link sent to a new sign-in address lands. */
    confirmEmail: {
      path: '/settings/confirm-email',
      getHref: (token: string) => `/settings/confirm-email?${new URLSearchParams({ token }).toString()}`,
    },
    cofounders: staticPath('/cofounders'),
    mentors: staticPath('/mentors'),
    investors: staticPath('/investors'),
    events: staticPath('/events'),
    /** One event's page, startup or virtual. */
    event: {
      path: '/events/:eventId',
      getHref: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
    },
    virtualEvents: staticPath('/virtual-events'),
    successStories: staticPath('/success-stories'),
    /** The grid of /success-stories with one story open over it. */
    story: {
      path: '/success-stories/:storyId',
      getHref: (storyId: string) => `/success-stories/${encodeURIComponent(storyId)}`,
    },
    ideaValidation: staticPath('/idea-validation'),
    founderScore: staticPath('/founder-score'),
    verification: staticPath('/verification'),
  },

  mentorDashboard: staticPath('/mentor-dashboard'),
  investorDashboard: staticPath('/investor-dashboard'),
} as const;
