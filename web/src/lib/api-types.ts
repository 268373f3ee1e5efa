/**
 * Generated from api/openapi.yaml and api/features/*.yaml by `npm run gen:api` (openapi-typescript).
 * Do not edit by hand.
 */

export type paths = {
    "/admin/test-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes what the admin test-account button made (administrator session only; audit-logged). */
        delete: operations["removeTestData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator (administrator session only). */
        get: operations["getAdminSession"];
        put?: never;
        /**
         * Signs an administrator in, or answers the challenge for the second step.
         * @description Failed attempts are limited per address and per account (`429 rate_limited` with
         *     `Retry-After`). Any earlier administrator session of this browser ends. When the
         *     administrator has two-factor sign-in on, a right password answers `next: two-factor` and a
         *     challenge, and sets no cookie; when it is off and `SANGAM_ADMIN_2FA=required` (the default
         *     outside demo mode), it answers `next: enrol-two-factor` with a new TOTP secret. Either way
         *     POST /admin/session/two-factor follows. Otherwise the session cookie is set. A right
         *     password clears the account's failures only when no code is to follow.
         */
        post: operations["signInAdmin"];
        /** Ends the administrator session, if any, and clears its cookie. */
        delete: operations["signOutAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/session/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step of an administrator's sign-in; sets the administrator session cookie.
         * @description With the challenge from POST /admin/session and the current code of the administrator's
         *     authenticator app, or one of their unused recovery codes (then used up, audit-logged as
         *     admin.recovery_code_used). After `next: enrol-two-factor`, the first right code turns
         *     two-factor sign-in on (audit-logged as two_factor_enabled) and the answer carries ten
         *     one-time recovery codes, shown this once. A code is accepted once. Wrong codes and
         *     recovery codes count against the administrator's failure budgets (10 per 15 minutes per
         *     account, which only a right code refills; 429 once spent); a challenge lives 5 minutes
         *     and dies after 5 wrong codes (then challenge_expired).
         */
        post: operations["completeAdminTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What administrators did, newest first (administrator session only). */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/connection-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin screen's connection test, timed (administrator session only).
         * @description SPEC section 7's check (a count of profiles) and how long the database took.
         */
        get: operations["testConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/test-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a pending test profile and a pending test pitch from it (administrator session only).
         * @description Both are marked as test data (`testData`); `DELETE /admin/test-data` removes them.
         */
        post: operations["createTestAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles, pitches or applications for review, newest first (administrator session only). */
        get: operations["getReviewItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{kind}/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves or rejects a pending item (administrator session only; audit-logged).
         * @description Approving a profile e-mails its invitation; deciding a pitch or an application delivers it
         *     or tells the sender (docs/pitches.md).
         */
        post: operations["decideReviewItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened around me in the range (IST days ending today), each figure with the period before. */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for membership; the application waits for an administrator.
         * @description Text fields are trimmed; an empty or missing optional one (`linkedinUrl`, `bio`) is stored
         *     as null. Duplicates in `interests` and `goals` are dropped. An address already on file and
         *     not approved changes nothing by itself and is answered as a first application: its owner
         *     is e-mailed a change link (see /applications/change). A new application is acknowledged
         *     by e-mail (what happens next, the usual wait). A rejected address may apply again only
         *     SANGAM_REAPPLY_AFTER_DAYS (90) after the rejection: before that day, 409
         *     `reapply_too_early`, whose message names the day and `fields.reapplyFrom` gives it
         *     (YYYY-MM-DD, India).
         */
        post: operations["submitApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an e-mailed application change link would apply. Changes nothing.
         * @description A second application (POST /api/applications) for an address already on file changes
         *     nothing by itself and is answered as a first one; the owner of the address is e-mailed a
         *     single-use link to `/apply/confirm?token=…` (valid 24 hours; at most 3 alive at once).
         */
        get: operations["getApplicationChange"];
        put?: never;
        /**
         * Applies the change behind an e-mailed link to the application on file, once.
         * @description The rule of a resubmission: a pending application stays pending, a rejected one is pending
         *     again, once its wait is over (409 `reapply_too_early` before, the link kept). An application
         *     approved since the link was sent is left as it is (409 `already_approved`), and the link is
         *     used up.
         */
        post: operations["confirmApplicationChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member. */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remembers the role picked in the role picker.
         * @description Founder is anyone's; Mentor and Investor only a member's whom an administrator approved as
         *     one (403 `role_not_approved` otherwise).
         */
        put: operations["chooseMemberRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and how many recovery codes are left. */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new TOTP secret (RFC 6238) waiting for its first code; replaces one that never got it. */
        post: operations["startTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The first right code turns two-factor sign-in on; the ten recovery codes are shown this once. */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-factor sign-in off; needs the password and a code (or a recovery code). */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step of sign-in, after POST /auth/login answered next "two-factor".
         * @description With the challenge from the login answer and either the current code of the member's app
         *     or one of their recovery codes (used up). A code is accepted once. Wrong codes have their own
         *     budget per account, 10 per 15 minutes, which only a right code refills (a right password
         *     does not), and count against the client's failure budget (429 once either is spent, even
         *     for a right code); a challenge dies after 5 wrong codes (then challenge_expired). Sets the
         *     session cookie.
         */
        post: operations["completeTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My live sessions, the one of this request marked current. */
        get: operations["getSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Signs one of my sessions out. */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out every session of mine but this one. */
        post: operations["signOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The first step of sign-in; is this an approved member, and have they set a password? */
        post: operations["startSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/setup-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails a fresh single-use password-setup link to an approved member who has none set.
         * @description The answer is the same whether or not the address belongs to such a member, so it never
         *     tells who is one. The link is valid 72 hours.
         */
        post: operations["requestSetupLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets an approved member's first password with the e-mailed token, and signs them in.
         * @description The token of the link `/password-setup?email=…&token=…` proves the address; it works once.
         *     A password is 6 to 128 characters and not one of the common passwords. Sets the session
         *     cookie.
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs a member in with their password, or asks for the second step.
         * @description Wrong passwords count against a budget per account (10 per 15 minutes) and per client
         *     address (50); once either is spent the answer is 429 with `Retry-After`, even for a right
         *     password. With two-factor on, a right password answers `next: "two-factor"` and a
         *     challenge for POST /auth/two-factor and sets no cookie; otherwise it sets the session
         *     cookie.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the member session and clears its cookie. */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My swipe deck, best match first.
         * @description Approved members other than me that I have not swiped, blocked or been blocked by. The
         *     demo-mode scenarios filter it: `founder`, `investor` and `mentor` by member role,
         *     `cofounder` to founders whose goals include "Find Co-founder"; no scenario is everyone.
         *     Without a scenario the deck starts with my daily matches (docs/daily-matches.md): the
         *     members of today's batch I have not swiped yet, marked `today`, then the rest of the
         *     ranking without them. My day starts at 08:00 in my time zone; the first read after it
         *     makes the day's batch if the minute's sweep has not.
         */
        get: operations["getDeck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/match-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My match preferences (docs/matching.md, "Match preferences"). */
        get: operations["getMatchPreferences"];
        /**
         * Change my match preferences; the deck honours them at once.
         * @description A must-have keeps only members who score on that factor; a nice-to-have counts it double
         *     in the deck's order; the shown percentage stays the symmetric score. A bad value is 400
         *     naming the field in `fields`, and nothing changes.
         */
        put: operations["setMatchPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discover/daily-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I get an e-mail when my daily matches are ready (off until I turn it on). */
        get: operations["getDailyMatchesEmail"];
        /** Turns the e-mail about my daily matches on or off. */
        put: operations["putDailyMatchesEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass on or Connect with a member. The same swipe again answers the same (idempotent).
         * @description A Connect costs one Connect credit (none for a repeat); with none left it is refused with
         *     409 `no_credits`. The other decision on an already swiped member is 409 `already_swiped`.
         *     A mutual Connect makes one connection and a `match` notification for each side.
         */
        post: operations["swipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My connections, newest first, a page at a time.
         * @description Pages follow each other by `cursor`: pass a page's `nextCursor` to get the next one, until
         *     it is null. A connection made or removed meanwhile does not make a page repeat or skip
         *     the others. `search` keeps the connections whose member's name, company or industry
         *     contains it, whatever the case.
         */
        get: operations["getConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Startup or virtual events to come (or past ones), with search and type filter.
         * @description Search is a case-insensitive substring of the title, description or tags; the type filter
         *     compares the lower-cased type. Cancelled events to come stay listed, marked cancelled.
         *     Times are UTC; the web app shows them in the member's time zone (docs/events.md).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events to come I hold a seat or a place in line for, soonest first (at most 5). */
        get: operations["myEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event, with my place at it. */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/going": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who of my connections holds a seat at the event (at most 24 named, with the total). */
        get: operations["eventConnectionsGoing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A seat while one is free, else a place in the waiting list; asking again changes nothing. */
        post: operations["registerForEvent"];
        /** Gives up my seat or place in line; a freed seat goes to the first in line, who is told. */
        delete: operations["unregisterFromEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event, drafts and cancelled ones too, latest start first (at most 500). */
        get: operations["listAdminEvents"];
        put?: never;
        /** An administrator's new event, published unless publish is false (audit-logged). */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a draft, a cancelled event or one nobody holds a place at (audit-logged). */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Changes an event's fields or publishes / unpublishes it (audit-logged).
         * @description Only the fields sent change. Capacity cannot go below the seats taken; a larger capacity
         *     seats the first in line at once (they are told). A cancelled event cannot be changed.
         *     `status` draft hides an event that no member holds a place at; published shows it.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/admin/events/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an event; every member with a seat or in line is told (audit-logged). */
        post: operations["cancelEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/highlights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member area's side panels - my recent activity and the trending founders.
         * @description recentActivity is what happened to me, newest first (at most 5): a member viewed my
         *     profile, a member and I connected, a member wrote to me (one item per member, their
         *     latest). trendingFounders are the members with the most activity in the last 7 days (one
         *     point per member who viewed their profile, one per new connection), at most 3, leaving
         *     out me, anyone blocked either way and anyone whose profile I may not see. Members
         *     removed or blocked since are left out of both.
         */
        get: operations["getHighlights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market Insights, the editorial figures administrators keep, in their order. */
        get: operations["listInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market Insights as administrators edit them. */
        get: operations["listAdminInsights"];
        put?: never;
        /** A new insight, placed last (audit-logged). */
        post: operations["createInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/insights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an insight (audit-logged). */
        delete: operations["deleteInsight"];
        options?: never;
        head?: never;
        /** Changes an insight's fields (audit-logged). */
        patch: operations["updateInsight"];
        trace?: never;
    };
    "/investor/startups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Founders' startups I have not decided on; pitched ones first, then ranked for my focus and stage (members of kind Investor). */
        get: operations["getStartups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investor/startups/{founderId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Likes a founder's startup (the latest decision wins). */
        post: operations["likeStartup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investor/startups/{founderId}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skips a founder's startup; declines the founder's unanswered pitches to me. */
        post: operations["skipStartup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investor/startups/{founderId}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks a liked startup's founder for an introduction; the founder is told. */
        post: operations["contactFounder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investor/liked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The startups I liked, newest like first (members of kind Investor). */
        get: operations["getLikedStartups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cofounder applications and investors' introductions waiting for my answer (docs/pitches.md). */
        get: operations["getRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/applications/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a cofounder application addressed to me; connects me with its sender. */
        post: operations["acceptApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/applications/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a cofounder application addressed to me; the sender is told, with the note. */
        post: operations["declineApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/introductions/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an investor's introduction; connects me with the investor. */
        post: operations["acceptIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/introductions/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines an investor's introduction; the investor is told. */
        post: operations["declineIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kind an administrator approved the member as, and the member's requests to act as a Mentor or an Investor, newest first. */
        get: operations["getMyKinds"];
        put?: never;
        /**
         * Asks to act as a Mentor or an Investor, with the facts the cards show.
         * @description One open (pending) request per member and kind: another is 409 `request_open`; a kind the
         *     member is approved as already is 409 `kind_granted`. Investor facts: `firm`,
         *     `typicalCheckSize`, `stages` (of Pre-seed, Seed, Series A, Series B, Series C+),
         *     `focusAreas` (one to eight sectors). Mentor facts: `expertise` (one to eight),
         *     `mentorshipAreas` (up to eight), `experience` (years, 0–70), `availability`, optional
         *     `hourlyRate` (rupees). A bad field is 400 naming it (`facts.firm`).
         */
        post: operations["askForKind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/kinds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws the member's own pending request. */
        delete: operations["withdrawKindRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to act as a Mentor or an Investor, pending first (oldest first), then the answered ones, newest first. */
        get: operations["listKindRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kinds/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves or rejects (with an optional reason) a pending request.
         * @description Only a pending request is decided: of two decisions on one request exactly one wins, the
         *     other is 409 `decided_already`. Approval makes the member approved as the kind and acting
         *     as it, with the request's facts on their card. Both are audit-logged and told to the
         *     member by e-mail and a notification.
         */
        post: operations["decideKindRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member directory - every profile, searched, filtered, sorted and paged (administrators).
         * @description Every applicant and member (not the stand-in for erased members). `q` is up to 8 words
         *     (100 characters); each must be in the name, the address or the company, in any case.
         *     Kind is what an administrator granted (Mentor, Investor), Founder otherwise. A change to a
         *     profile shows on the next call. Newest first by default; by name, address or company A to Z.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every member the query finds, as CSV (administrators; audit-logged).
         * @description The directory's filters and sort, without pages: one line per member (id, first name, last
         *     name, email, company, kind, status, plan, verified, joined), every cell quoted, and a cell
         *     that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) starting with an
         *     apostrophe. Content-Disposition attachment `sangam-members.csv`. The audit log records who
         *     exported how many.
         */
        get: operations["exportMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member's page - profile facts, verification, reports, sessions and audit (administrators). */
        get: operations["getMemberPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends every session of the member, on every device and socket (administrators; audit-logged). */
        delete: operations["endMemberSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mentor/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mentor applications to me not answered yet, newest first (members of kind Mentor). */
        get: operations["getMentorshipRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mentor/requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The founder becomes my mentee and a connection, and is told. */
        post: operations["acceptMentorshipRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mentor/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a mentor application; the founder is told, with the note. */
        post: operations["declineMentorshipRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mentor/mentees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My mentees, newest first (members of kind Mentor). */
        get: operations["getMentees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mentor/mentees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Sets a mentee's next meeting and progress; absent fields stay as they are. */
        patch: operations["updateMentee"];
        trace?: never;
    };
    "/messaging/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a message left unread for 15 minutes is also sent to me by e-mail. */
        get: operations["getMessagingSettings"];
        /** Turns the e-mail about unread messages on or off. */
        put: operations["putMessagingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My conversations, newest activity first (docs/messaging.md).
         * @description One per connection. A conversation whose other member blocked me is not listed; one I
         *     blocked is listed as `closed`.
         */
        get: operations["getConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /**
         * A page of a conversation's messages, in ascending `seq`.
         * @description Without `before` or `after`: the newest page. `before`: the page just older (scrolling
         *     up). `after`: what came after that `seq` (catching up after a reconnect). `hasMore` says
         *     whether more follow in that direction.
         */
        get: operations["getMessages"];
        put?: never;
        /**
         * Sends a message; stored once per `clientId`.
         * @description Answered after the message is committed. The same `clientId` again answers 200 with the
         *     message already stored, so a retry never doubles it.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves my read position up to `seq` (never back, never past the last message). */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages/{seq}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports the other member's message; it joins the admin Reports tab with its text. */
        post: operations["reportMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's live channel (WebSocket; docs/messaging.md).
         * @description Same origin only, with the member's session cookie. Text frames, one JSON object each: the
         *     client sends `WsClientFrame`s and the server sends `WsServerFrame`s (components below,
         *     named in `x-websocket-frames`); the server's first frame is `hello`. At most 16 KB per
         *     frame (a larger one closes the socket with 1009) and 50 frames per 10 s (over: closed
         *     with 1008); a ping after 20 s of quiet, closed after 60 s without an answer. The socket
         *     lives no longer than its session: when that ends it is closed with 4001 `session ended`.
         */
        get: operations["openMessagingSocket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks a member (idempotent).
         * @description Removes any connection between the two; from then on neither appears to the other in the
         *     deck, connections or swipes.
         */
        post: operations["blockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a member to the administrators. */
        post: operations["reportMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports for the administrators, newest first (administrator session only). */
        get: operations["getReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/resolution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses an open report or takes action on it (audit-logged as `report_resolved`). */
        post: operations["resolveReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's suspension or ban in force and everything decided about them, newest first (administrator session only). */
        get: operations["getMemberModeration"];
        put?: never;
        /**
         * Warns, suspends or bans a member, with a reason (administrator session only).
         * @description A suspension or ban ends every session and socket of the member at once, hides them from
         *     every deck, list and card and refuses their sign-in (403 `account_suspended` with the end
         *     date, or `account_banned`) until it ends or is lifted. A warning is shown to the member
         *     once, on their next visit. Each action is audit-logged (`member.<action>`) and mailed to
         *     the member. Given `reportId`, the report (about this member) is resolved as actioned.
         *     The member account of an administrator is refused (403 `administrator`).
         */
        post: operations["moderateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/moderation/reinstatement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lifts the member's suspension or ban (administrator session only).
         * @description The member shows again wherever they did and may sign in; audit-logged and mailed.
         */
        post: operations["reinstateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{kind}/{id}/removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes content a member posted (a message, or a pitch or application that reached its addressee) with a reason (administrator session only).
         * @description A message then reads "This message was removed by a moderator." wherever it shows; a pitch
         *     reads "This pitch was removed by a moderator." and loses its deck link, on the investor's
         *     dashboard and the sender's sent list; an application to a mentor or a cofounder reads "This
         *     application was removed by a moderator." on the mentor's requests and the sender's sent
         *     list. What it was is kept for a restoration. Audit-logged (`message.removed`,
         *     `pitch.removed`, `application.removed`) and mailed to its sender. A pitch or application
         *     that is pending or rejected (never delivered) is not found.
         */
        post: operations["removeContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{kind}/{id}/restoration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts removed content back as it was (administrator session only). */
        post: operations["restoreContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/warning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest warning from the moderators the member has not acknowledged, if any. */
        get: operations["getMyWarning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/warning/{id}/acknowledgement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member has read the warning; it is not shown again. */
        post: operations["acknowledgeWarning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My latest notifications (newest first, at most 50) and how many are unread. */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of my notifications read. */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks all my notifications read. */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a reset link can still be used, and whether it needs a second-factor code. */
        get: operations["checkPasswordReset"];
        put?: never;
        /**
         * E-mails a single-use link to reset the password of an approved member.
         * @description The answer is the same whether or not the address belongs to a member with a password, so
         *     it never tells who is one. The link (`/reset-password?token=…`) works once, for 30
         *     minutes; at most three go to one address in an hour (more are answered the same and not
         *     sent).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset link, and ends every session of the member.
         * @description A password is 6 to 128 characters and not one of the common passwords. With two-factor on,
         *     `code` must be a current code or an unused recovery code (400 without one, 401 for a wrong
         *     one, charged to the member's budget for wrong codes). The member is told by e-mail, and
         *     every session and socket of theirs ends; the member then signs in with the new password.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an administrator's reset link can still be used, and whether it needs a code. */
        get: operations["checkAdminPasswordReset"];
        put?: never;
        /**
         * E-mails a single-use link to reset an administrator's password.
         * @description The members' flow for administrators, from the admin sign-in: the same answer whether or
         *     not the address is an administrator's; the link (`/admin/reset-password?token=…`) works
         *     once, for 30 minutes; at most three go to one address in an hour.
         */
        post: operations["requestAdminPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets an administrator's new password with a reset link, and ends every admin session of theirs.
         * @description An administrator's password is 12 to 128 characters and not a common one. With two-factor
         *     on, `code` must be a current code from the authenticator app or an unused recovery code
         *     (then used up, audit-logged as admin.recovery_code_used; 400 without one, 401 for a wrong
         *     one, charged to the administrator's sign-in failures). The administrator is told by
         *     e-mail, every session and sign-in in progress of theirs ends, and the audit log records it.
         */
        post: operations["confirmAdminPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matches/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card screen of one kind (/cofounders, /mentors, /investors), best match first.
         * @description Approved members of the kind (cofounders: founders whose goals include "Find Co-founder";
         *     mentors and investors by member role), leaving out me, members I passed on this screen,
         *     members with an open pitch or application from me and members blocked either way; ranked
         *     by the match score of SPEC section 9. `q` searches cofounders on name or skills, mentors
         *     on name or expertise, investors on name or focus areas (case-insensitive). `industry`
         *     takes the filter list of SPEC section 9: FinTech → Fintech, E-Commerce → E-commerce,
         *     Software → SaaS, the others as they are.
         */
        get: operations["getMatchCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matches/{kind}/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass on a card; it does not come back on this screen (idempotent). */
        post: operations["passCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pitches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a pitch (to an investor) or an application (to a cofounder candidate or a mentor).
         * @description It waits for an administrator; approved, it reaches the target (a `pitch` notification and
         *     an e-mail); rejected, the sender is told. Each send spends one of the week's pitches
         *     (core 5, pro 15, renewed Monday 00:00 IST), also under concurrent sends.
         */
        post: operations["sendPitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pitches/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pitches and applications I sent, newest first, and my pitches left this week. */
        get: operations["getSentPitches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepares a zip of everything the server holds on me, in the background.
         * @description The zip holds manifest.json, one <table>.json per table that holds data about members
         *     (the rows about me; hashes of secrets left out) and my photo. Poll GET /me/exports/{id}
         *     for its progress; it is kept for an hour once ready (docs/privacy.md). One export is kept
         *     per member: a new one ends my ready one. A member may ask for SANGAM_EXPORTS_PER_DAY
         *     (default 3) in 24 hours.
         */
        post: operations["startExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far an export of mine has got; downloadUrl once ready. */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zip of a ready export of mine (Content-Disposition attachment). */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erases my account for good; needs the password, and a code when two-factor is on.
         * @description Profile, photo, settings, sessions, connections and everything else about me go; messages
         *     I sent stay with their readers, from "Deleted member". Only the audit entry of the erasure
         *     keeps my id. Clears the session cookie. Wrong passwords and codes count against the
         *     sign-in failure budgets.
         */
        post: operations["eraseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My profile as /profile shows it, with its stats and suggestions for the form. */
        get: operations["getMyProfile"];
        /**
         * Saves every editable field of my profile at once.
         * @description Texts are trimmed and blank ones stored as null; duplicates in skills and interests (ignoring
         *     case) are dropped. A save reaches the matching index and the cards other members see at once
         *     (on other instances within 30 s). 400 names every bad field (docs/profiles.md has the limits).
         */
        put: operations["putMyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Another member's profile; opening it records a profile view (never for my own). */
        get: operations["getMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets my profile photo; the body is the image itself.
         * @description A JPEG, PNG or GIF of at most 10 MB and 40 megapixels, judged by its content. It is kept
         *     upright, at most 512 px on its longest side, without any metadata (EXIF, GPS, ICC),
         *     re-encoded as JPEG.
         */
        put: operations["uploadPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's photo, for members and administrators (the `photoUrl` of the member).
         * @description `?v=` in a `photoUrl` is the photo's version; the answer carries it as its `ETag` and may
         *     be kept an hour by the browser (`Cache-Control: private`).
         */
        get: operations["getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My settings (SPEC section 3), with the grievance officer's contact. */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes any of my settings; what is not sent stays.
         * @description 400 names each bad field by its path, for example `privacy.profileVisibility` or
         *     `account.phone`; nothing is changed then. A phone number without a country code is read as
         *     Indian (+91) and stored in E.164.
         */
        patch: operations["patchSettings"];
        trace?: never;
    };
    "/me/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a confirmation link to a new sign-in address; nothing changes until it is used.
         * @description Takes the member's password, and a code from the authenticator app (or a recovery code)
         *     when two-factor is on. When the address is already on file (a member or an applicant), no
         *     link is made: its owner is told by e-mail that someone tried to use it, and the answer is
         *     the same as for a free address. Limited per member (5 an hour) and per client (20 an hour).
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Carries out the change behind the link sent to the new address (no session needed). */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my membership is paused (docs/moderation.md "Pausing a membership"). */
        get: operations["getPause"];
        /**
         * Pauses or resumes my membership.
         * @description While paused, the member is gone from every deck, list, card and profile page other members
         *     see, as a suspended member is, but still signs in and keeps their connections and
         *     messages. Pausing again keeps the first `pausedAt`; resuming when not paused changes
         *     nothing. 400 when `paused` is not a boolean; nothing is changed then.
         */
        put: operations["putPause"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My founder score, brought up to date (achievements, today's snapshot) as it is read.
         * @description Points are numbers with at most one decimal (half a point per connection). Achievement and
         *     action ids are stable keys the web app names in the member's language (docs/score.md).
         */
        get: operations["getFounderScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published success stories, newest first, with the spec's filter.
         * @description filter is one of the spec's list (all, AI/ML, FinTech, Healthcare, B2B, SaaS) and matches
         *     a story whose industry or one of whose tags equals it, ignoring case.
         */
        get: operations["listStories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published success story. */
        get: operations["getStory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every success story, drafts too, newest first. */
        get: operations["listAdminStories"];
        put?: never;
        /** A new success story, published unless publish is false (audit-logged). */
        post: operations["createStory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a story (audit-logged). */
        delete: operations["deleteStory"];
        options?: never;
        head?: never;
        /** Changes a story's fields, or publishes / unpublishes it (audit-logged). */
        patch: operations["updateStory"];
        trace?: never;
    };
    "/me/validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My idea validation — five steps of four answers, each step's status, and the score. */
        get: operations["getValidation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/validation/steps/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The step's four answers as they stand (saved as I type).
         * @description An answer blank after trimming does not count; a completed step whose answers are no longer all there is completed no more.
         */
        put: operations["saveValidationStep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/validation/steps/{step}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes a ready step (all four answered). */
        post: operations["completeValidationStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My six verification steps, how many are completed, and whether I am fully verified. */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a six-digit code by text message to an Indian mobile number (10 minutes, 5 tries). */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the phone with the code sent. */
        post: operations["confirmPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** My LinkedIn profile's address, for an administrator to check. */
        put: operations["submitLinkedin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** My company's name, website and description, for an administrator to check. */
        put: operations["submitCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document I sent, while it waits for review. */
        get: operations["getMyIdentityDocument"];
        /** My identity document (JPG, PNG or PDF, at most 5 MB), stored encrypted until reviewed. */
        put: operations["uploadIdentityDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Books the 2–3 minute video call, on a half hour between 10:00 and 17:30 IST, from an hour to 30 days ahead. */
        put: operations["bookVerificationCall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Steps waiting for an administrator (LinkedIn, company, identity, video), oldest first. */
        get: operations["listVerificationReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verification/{memberId}/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's identity document, opened for review. */
        get: operations["getIdentityDocumentForReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verification/{memberId}/{step}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the revision of a waiting step that I reviewed completed or failed (with a reason for the member); audit-logged. A reviewed document is deleted. */
        post: operations["decideVerificationStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the public waitlist.
         * @description The same e-mail again changes nothing by itself: the new details wait for the owner of the
         *     address, who is e-mailed a single-use link to `/waitlist/confirm?token=…` (valid 24 hours;
         *     at most 3 links alive per entry). The answer is the same as for a first sign-up.
         */
        post: operations["joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/waitlist/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an e-mailed waitlist change link would apply. Changes nothing. */
        get: operations["getWaitlistChange"];
        put?: never;
        /** Applies the change behind an e-mailed link to the waitlist entry, once. */
        post: operations["confirmWaitlistChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/waitlist/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation to apply knows of its person, for the prefilled application. Changes nothing.
         * @description An administrator's "Invite" e-mails a single-use link `/invite?code=…` (valid 14 days; a
         *     newer invitation ends the older ones). The application that sends the code as `invite`
         *     (POST /applications) uses it and is marked invited.
         */
        get: operations["getWaitlistInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's referral code (made on first use) and how many waitlist sign-ups it credited. */
        get: operations["getMyReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's invitations - how many are left this calendar month (UTC) and those sent, newest first (at most 100). */
        get: operations["getMyInvitations"];
        put?: never;
        /**
         * Invites someone to apply (members only; an administrator's session gets 401) - e-mails a single-use link to the application (14 days).
         * @description The application that uses the link arrives marked "invited by" the member and goes first in
         *     the review queue (docs/invitations.md). The note is shown on the invitation's page, not
         *     mailed.
         */
        post: operations["sendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/invitations/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws the member's pending invitation; its link stops working. */
        post: operations["withdrawInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The waitlist, newest first, searched and filtered, one page at a time (keyset). */
        get: operations["listWaitlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/waitlist/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries matching the filter as a CSV file (at most 100 000), safe to open in a spreadsheet.
         * @description Every cell is quoted; one that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is
         *     prefixed with `'`, so a spreadsheet shows it as text instead of running it as a formula.
         */
        get: operations["exportWaitlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/waitlist/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails the person an invitation to apply (a new link; older ones stop working). */
        post: operations["inviteFromWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        ChangeConfirmation: {
            token: string;
        };
        /** @enum {string} */
        MemberRole: "Founder" | "Mentor" | "Investor";
        MemberSummary: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            industry: string | null;
            location: string | null;
            memberRole: components["schemas"]["MemberRole"] | null;
            photoUrl: string | null;
            /** @description all six verification steps completed (the badge) */
            verified: boolean;
        };
        /** @enum {string} */
        ReportReason: "spam" | "harassment" | "fake_profile" | "inappropriate" | "other";
        ReportAccepted: {
            id: string;
            /** @enum {string} */
            status: "open";
        };
        MatchFactor: {
            /** @enum {string} */
            factor: "sameIndustry" | "relatedIndustry" | "sharedSkills" | "similarExperience" | "sameCity" | "nearbyCity" | "sameStage" | "adjacentStage" | "similarTeam" | "sharedInterests" | "sharedGoals";
            /** @description how many are shared (sharedSkills, sharedInterests and sharedGoals only) */
            count?: number;
        };
        Error: {
            error: components["schemas"]["ErrorDetail"];
        };
        ErrorDetail: {
            /** @description A stable machine-readable code, for example `validation_failed`. */
            code: string;
            /** @description A sentence fit to show a person. */
            message: string;
            /** @description Per-field messages when the request body was invalid. */
            fields?: {
                [key: string]: string;
            };
        };
        /** @enum {string} */
        IntroductionStatus: "pending" | "accepted" | "declined";
        DeclineRequest: {
            note?: string | null;
        };
        RemovedTestData: {
            profiles: number;
            pitches: number;
            applications: number;
        };
        AdminCredentials: {
            email: string;
            password: string;
        };
        AdminSession: {
            email: string;
        };
        AdminTwoFactorNeeded: {
            /** @enum {string} */
            next: "two-factor";
            /** @description For POST /admin/session/two-factor, within 5 minutes. */
            challenge: string;
        };
        AdminEnrolmentNeeded: {
            /** @enum {string} */
            next: "enrol-two-factor";
            /** @description For POST /admin/session/two-factor, within 5 minutes. */
            challenge: string;
            /** @description The new TOTP secret in base32, for typing into an app. */
            secret: string;
            /** @description otpauth://totp/… for the QR code. */
            otpauthUrl: string;
        };
        AdminTwoFactorCode: {
            challenge: string;
            /** @description The 6-digit code of the authenticator app, or a recovery code (case, dashes and spaces do not matter). */
            code: string;
        };
        AdminTwoFactorSignedIn: {
            email: string;
            /** @description Only after an enrolment's first right code: ten one-time recovery codes, shown this once (only their SHA-256 is kept). */
            recoveryCodes?: string[];
        };
        AuditEntry: {
            id: string;
            /** @description The administrator's address, or their id when they are gone. */
            actorEmail: string;
            /** @description approve, reject, report_resolved, remove_test_data, … */
            action: string;
            targetKind: string;
            targetId: string;
            fromStatus: string | null;
            toStatus: string | null;
            /** @description What the administrator wrote with it: a rejection’s reason. */
            note?: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ConnectionTest: {
            ok: boolean;
            profiles: number;
            /** @enum {string} */
            engine: "sqlite" | "postgresql";
            /** @description The count query, in milliseconds to one decimal. */
            roundTripMs: number;
        };
        /** @enum {string} */
        ReviewKind: "profiles" | "pitches" | "applications";
        /** @enum {string} */
        ReviewStatus: "pending" | "approved" | "rejected";
        ReviewProfile: {
            id: string;
            firstName: string | null;
            lastName: string | null;
            email: string;
            profileUrl: string | null;
            company: string | null;
            role: string | null;
            industry: string | null;
            bio: string | null;
            interests: string[];
            goals: string[];
            /** @description core or pro (Elite). */
            plan: string | null;
            status: components["schemas"]["ReviewStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Made by the test-account button. */
            testData: boolean;
            /** @description In the review list: the application used an invitation from the waitlist (docs/waitlist.md). */
            invitedFromWaitlist?: boolean;
            /** @description In the review list: the member whose invitation the application used (docs/invitations.md); the name null for a member no longer shown. Invited applications come first. */
            invitedBy?: null | components["schemas"]["InviteTreeMember"];
            /** @description In the review list: the reason the administrator gave with the latest rejection, sent to the applicant (docs/applications.md); null when the application is not rejected or was rejected without one. */
            rejectionReason?: string | null;
        };
        ReviewApplication: {
            id: string;
            founderEmail: string;
            /** @description The sending member; null on rows from before members. */
            senderId: string | null;
            /** @description The sender's name from their profile; null when there is none. */
            senderName: string | null;
            /** @enum {string} */
            targetType: "mentor" | "cofounder";
            targetId: string | null;
            targetName: string | null;
            message: string;
            status: components["schemas"]["ReviewStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            testData: boolean;
            /** @description In the review list: an administrator removed the application (POST /admin/content/application/{id}/removal); its message reads as removed until restored (docs/moderation.md). */
            removed?: boolean;
        };
        ReviewPitch: {
            id: string;
            founderEmail: string;
            senderId: string | null;
            senderName: string | null;
            /** @description investor for pitches from members. */
            targetType: string;
            targetId: string | null;
            targetName: string | null;
            message: string;
            pitchDeckLink: string | null;
            status: components["schemas"]["ReviewStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            testData: boolean;
            /** @description In the review list: an administrator removed the pitch (POST /admin/content/pitch/{id}/removal); its message and deck link read as removed until restored (docs/moderation.md). */
            removed?: boolean;
        };
        ReviewItem: components["schemas"]["ReviewProfile"] | components["schemas"]["ReviewPitch"] | components["schemas"]["ReviewApplication"];
        ReviewCounts: {
            pending: number;
            approved: number;
            rejected: number;
            total: number;
        };
        /** @description Every item is of the kind asked for. */
        ReviewPage: {
            items: components["schemas"]["ReviewItem"][];
            page: number;
            pageSize: number;
            /** @description Items matching the status filter. */
            total: number;
            counts: components["schemas"]["ReviewCounts"];
        };
        ReviewDecision: {
            /** @enum {string} */
            status: "approved" | "rejected";
            /**
             * @description Only with the rejection of an application (profiles): the administrator's reason, sent
             *     to the applicant in the rejection mail and kept with the decision and in the audit log.
             *     Blank is no reason; 400 with anything else or past 1000 characters.
             */
            reason?: string | null;
        };
        TestAccount: {
            profile: components["schemas"]["ReviewProfile"];
            pitch: components["schemas"]["ReviewPitch"];
        };
        Figure: {
            value: number;
            /** @description the same figure for the period just before */
            previous: number;
            /** @description percent change; null when previous is 0 */
            change: number | null;
        };
        Analytics: {
            /** @enum {string} */
            range: "7d" | "30d" | "90d";
            /**
             * Format: date-time
             * @description the start of the range (00:00 IST)
             */
            from: string;
            cards: {
                connections: components["schemas"]["Figure"];
                profileViews: components["schemas"]["Figure"];
                engagement: components["schemas"]["Figure"];
                networkReach: components["schemas"]["Figure"];
            };
            series: {
                /** Format: date */
                date: string;
                connections: number;
                profileViews: number;
                messages: number;
            }[];
            topIndustries: {
                industry: string;
                connections: number;
                change: number | null;
            }[];
            performance: {
                replyRate: components["schemas"]["Figure"];
                viewsPerDay: components["schemas"]["Figure"];
                connectionsPer100Views: components["schemas"]["Figure"];
            };
            recentActivity: {
                type: string;
                title: string;
                message: string;
                link: string | null;
                /** Format: date-time */
                at: string;
            }[];
        };
        Application: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            linkedinUrl: string | null;
            company: string;
            role: string;
            industry: string;
            bio: string | null;
            /** @description Optional: the founder section's funding stage (profiles.yaml FounderSectionInput), stored in the profile; one not offered is a 400 on `fundingStage`. */
            fundingStage?: components["schemas"]["FounderStage"] | null;
            /** @description Optional: the founder section's team size, stored in the profile. */
            teamSize?: number | null;
            interests: string[];
            goals: string[];
            /** @enum {string} */
            plan: "core" | "pro";
            /** @description The code of an invitation from the waitlist (`/invite?code=…`, features/waitlist): used with the application, which is marked invited; one that cannot be used refuses the application. */
            invite?: string;
        };
        ApplicationChange: {
            proposed: components["schemas"]["Application"];
            /** Format: date-time */
            expiresAt: string;
        };
        ApplicationReceived: {
            /** @enum {string} */
            status: "pending";
        };
        Me: {
            profileId: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            memberRole: components["schemas"]["MemberRole"] | null;
            photoUrl: string | null;
        };
        EmailAddress: {
            /** Format: email */
            email: string;
        };
        SignInStep: {
            /**
             * @description `password-setup`: no password yet (the e-mailed link sets it); `password-verify`: ask for it.
             * @enum {string}
             */
            next: "password-setup" | "password-verify";
        };
        SetupLinkSent: {
            /** @enum {string} */
            status: "sent";
        };
        PasswordSetup: {
            /** Format: email */
            email: string;
            /** @description The token of the e-mailed link. */
            token: string;
            password: string;
        };
        PasswordSet: {
            email: string;
            profileId: string;
        };
        Credentials: {
            /** Format: email */
            email: string;
            password: string;
        };
        SignedIn: {
            email: string;
            profileId: string;
            hasPhoto: boolean;
        };
        TwoFactorNeeded: {
            /** @enum {string} */
            next: "two-factor";
            /** @description For POST /auth/two-factor, within 5 minutes. */
            challenge: string;
            email: string;
        };
        RoleChoice: {
            role: components["schemas"]["MemberRole"];
        };
        TwoFactorStatus: {
            enabled: boolean;
            recoveryCodesLeft: number;
        };
        /** @enum {string} */
        PreferenceFactor: "industry" | "stage" | "location" | "experience" | "skills" | "goals";
        /** @enum {string} */
        PreferenceLevel: "must" | "nice" | "dont_care";
        MatchPreferences: {
            industry: components["schemas"]["PreferenceLevel"];
            stage: components["schemas"]["PreferenceLevel"];
            location: components["schemas"]["PreferenceLevel"];
            experience: components["schemas"]["PreferenceLevel"];
            skills: components["schemas"]["PreferenceLevel"];
            goals: components["schemas"]["PreferenceLevel"];
            showFounders: boolean;
            showMentors: boolean;
            showInvestors: boolean;
        };
        /** @description Any of the fields; those left out keep their value. */
        MatchPreferencesUpdate: {
            industry?: components["schemas"]["PreferenceLevel"];
            stage?: components["schemas"]["PreferenceLevel"];
            location?: components["schemas"]["PreferenceLevel"];
            experience?: components["schemas"]["PreferenceLevel"];
            skills?: components["schemas"]["PreferenceLevel"];
            goals?: components["schemas"]["PreferenceLevel"];
            showFounders?: boolean;
            showMentors?: boolean;
            showInvestors?: boolean;
        };
        MetPreference: {
            factor: components["schemas"]["PreferenceFactor"];
            /** @enum {string} */
            preference: "must" | "nice";
        };
        WidenSuggestion: {
            /**
             * @description A factor to make nice-to-have, or a kind to show.
             * @enum {string}
             */
            factor: "industry" | "stage" | "location" | "experience" | "skills" | "goals" | "founders" | "mentors" | "investors";
            adds: number;
        };
        /**
         * @description Connect credits. Core gets 20 a week, Pro 60; the balance is topped up to the budget every
         *     Monday 00:00 IST; an unanswered Connect expires after 14 days and returns its credit.
         */
        Credits: {
            balance: number;
            weeklyBudget: number;
            /** @enum {string} */
            plan: "core" | "pro";
            /** Format: date-time */
            refillsAt: string;
        };
        /** @enum {string} */
        FundingStage: "Idea" | "MVP" | "Seed" | "Series A" | "Series B" | "Series C+";
        MentorDetails: {
            expertise: string[];
            mentorshipAreas: string[];
            hourlyRate: number | null;
            proBono: boolean;
            availability: string | null;
            availabilitySlots: components["schemas"]["AvailabilitySlot"][];
        };
        InvestorDetails: {
            firm: string | null;
            focusAreas: string[];
            investmentStage: string | null;
            typicalCheckSize: string | null;
            stages: string[];
            /** @description Whole rupees. */
            chequeMin: number | null;
            /** @description Whole rupees. */
            chequeMax: number | null;
            portfolioCompanies: string[];
            recentInvestments: string[];
        };
        /** @description The fields of `MemberSummary`, then the profile and how well it matches me. */
        DiscoverCard: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            industry: string | null;
            location: string | null;
            memberRole: components["schemas"]["MemberRole"] | null;
            photoUrl: string | null;
            verified: boolean;
            bio: string | null;
            skills: string[];
            interests: string[];
            goals: string[];
            /** @description Years. */
            experience: number | null;
            fundingStage: components["schemas"]["FundingStage"] | null;
            teamSize: number | null;
            matchPercentage: number;
            /** @enum {string} */
            matchLabel: "Excellent" | "Great" | "Good" | "Fair" | "Potential" | "Low";
            /** @enum {string} */
            matchColour: "green" | "yellow" | "amber" | "red";
            /** @description For example "Great match". */
            matchDescription: string;
            /** @description The factors that scored, for example "Same industry · 3 shared skills · Nearby city"; empty when none did. */
            matchReason: string;
            /** @description matchReason's factors by name, in its order, for the web to say in the member's language. */
            matchFactors: components["schemas"]["MatchFactor"][];
            /** @description My must-haves and nice-to-haves this member meets, in factor order. */
            matchPreferences: components["schemas"]["MetPreference"][];
            mentor: components["schemas"]["MentorDetails"] | null;
            investor: components["schemas"]["InvestorDetails"] | null;
            /** @description One of today's daily matches (these come first). */
            today: boolean;
        };
        DailyMatchesEmail: {
            email: boolean;
        };
        /** @enum {string} */
        DeckScenario: "founder" | "investor" | "mentor" | "cofounder";
        Deck: {
            /** @description Best match first. */
            cards: components["schemas"]["DiscoverCard"][];
            /** @description Ids of the cards matching 60 or more, best first, at most 10. */
            recommendations: string[];
            /** @description All eligible cards, including those returned. */
            remaining: number;
            /**
             * @description How many members today's batch holds, swiped or not (0 with a scenario). With none of
             *     them among `cards` I have seen today's matches.
             */
            todayTotal: number;
            /**
             * @description When my match preferences leave fewer than 10 cards, the one change that would add the
             *     most: a must-have factor made nice-to-have, or a hidden kind shown; otherwise null.
             */
            widen: components["schemas"]["WidenSuggestion"] | null;
            credits: components["schemas"]["Credits"];
        };
        /** @enum {string} */
        SwipeDecision: "pass" | "connect";
        SwipeRequest: {
            /** @description The member id. */
            target: string;
            decision: components["schemas"]["SwipeDecision"];
        };
        SwipeResult: {
            target: string;
            decision: components["schemas"]["SwipeDecision"];
            /**
             * @description Where my decision on this member stands: `passed`; `pending`, a Connect the other
             *     side has not answered; `connected` when both have connected (at once when the other
             *     side had connected first); `expired`, a Connect left unanswered for 14 days, whose
             *     credit came back. Only a repeated swipe can answer `expired`: the member stays out of
             *     my deck and the decision stays final.
             * @enum {string}
             */
            state: "passed" | "pending" | "connected" | "expired";
            connectionId: string | null;
            credits: components["schemas"]["Credits"];
        };
        Connection: {
            id: string;
            /** Format: date-time */
            connectedAt: string;
            member: components["schemas"]["MemberSummary"];
        };
        ConnectionList: {
            /** @description Newest first, at most `limit`. */
            connections: components["schemas"]["Connection"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        Event: {
            id: string;
            /** @enum {string} */
            kind: "startup" | "virtual";
            title: string;
            description: string;
            /** @description startup: networking, pitch, workshop, conference; virtual: pitch, masterclass, networking, mentorship */
            type: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            /** @description 0 is free */
            priceRupees: number;
            capacity: number;
            /** @description seats taken */
            attendees: number;
            organizer: string | null;
            organizerId: string | null;
            imageUrl: string | null;
            tags: string[];
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            isLive: boolean;
            isPast: boolean;
            myPlace: null | {
                registered: boolean;
                /** @description place in the waiting list (1 is next); 0 with a seat */
                position: number;
            };
            /** @description a virtual event's link, for members with a seat only */
            joinUrl: string | null;
        };
        EventInput: {
            /** @enum {string} */
            kind: "startup" | "virtual";
            title: string;
            description: string;
            type: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location?: string | null;
            priceRupees?: number;
            capacity: number;
            organizer?: string | null;
            imageUrl?: string | null;
            tags?: string[];
            /** @description required for a virtual event */
            joinUrl?: string | null;
            /** @default true */
            publish: boolean;
        };
        /** @description An event as administrators see it, with its join link and waiting list. */
        AdminEvent: {
            id: string;
            /** @enum {string} */
            kind: "startup" | "virtual";
            title: string;
            description: string;
            type: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            priceRupees: number;
            capacity: number;
            attendees: number;
            /** @description members in the waiting list */
            waiting: number;
            organizer: string | null;
            organizerId: string | null;
            imageUrl: string | null;
            tags: string[];
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            isLive: boolean;
            isPast: boolean;
            joinUrl: string | null;
        };
        /** @description Any fields of EventInput but kind and publish, and the status to be in. */
        EventPatch: {
            title?: string;
            description?: string;
            type?: string;
            /** Format: date-time */
            startsAt?: string;
            /** Format: date-time */
            endsAt?: string;
            location?: string | null;
            priceRupees?: number;
            capacity?: number;
            organizer?: string | null;
            imageUrl?: string | null;
            tags?: string[];
            joinUrl?: string | null;
            /** @enum {string} */
            status?: "draft" | "published";
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            db: "ok" | "unavailable";
            version: string;
        };
        Highlights: {
            recentActivity: {
                /**
                 * @description viewed my profile, connected with me, wrote to me
                 * @enum {string}
                 */
                kind: "view" | "connection" | "reply";
                member: components["schemas"]["MemberSummary"];
                /** Format: date-time */
                at: string;
            }[];
            trendingFounders: {
                member: components["schemas"]["MemberSummary"];
                /** @description profile viewers and new connections in the last 7 days */
                activity: number;
            }[];
        };
        Insight: {
            id: string;
            /** @description what is measured, for example "Fintech funding, this quarter" */
            label: string;
            /** @description for example "₹4,200 Cr" */
            value: string;
            /** @description for example "+18%" or "-4%"; null for none */
            change: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        InsightList: {
            insights: components["schemas"]["Insight"][];
            /**
             * Format: date-time
             * @description the latest change of any insight (null with none)
             */
            updatedAt: string | null;
        };
        InsightInput: {
            label: string;
            value: string;
            change?: string | null;
        };
        /** @description Any fields of InsightInput. */
        InsightPatch: {
            label?: string;
            value?: string;
            change?: string | null;
        };
        IntroductionState: {
            id: string;
            status: components["schemas"]["IntroductionStatus"];
        };
        IntroductionMade: {
            introduction: components["schemas"]["IntroductionState"];
        };
        ContactRequest: {
            message?: string | null;
        };
        StartupPitch: {
            id: string;
            message: string;
            pitchDeckLink: string | null;
            /** Format: date-time */
            sentAt: string;
        };
        Startup: {
            founderId: string;
            founderName: string;
            startupName: string | null;
            industry: string | null;
            stage: string | null;
            description: string | null;
            teamSize: number | null;
            /** @description Whole rupees (the founder's profile). */
            raisedSoFar: number | null;
            traction: {
                revenueBand: string | null;
                users: number | null;
                /** @description Monthly, in percent. */
                growth: number | null;
            };
            location: string | null;
            /** @description The industry, the co-founder roles and mentor areas the founder looks for, then skills (at most 8). */
            tags: string[];
            photoUrl: string | null;
            matchPercentage: number;
            pitched: boolean;
            pitch: components["schemas"]["StartupPitch"] | null;
        };
        StartupList: {
            items: components["schemas"]["Startup"][];
        };
        LikedStartup: {
            founderId: string;
            founderName: string;
            startupName: string | null;
            industry: string | null;
            stage: string | null;
            /** Format: date-time */
            likedDate: string;
            introduction: components["schemas"]["IntroductionState"] | null;
        };
        LikedStartupList: {
            items: components["schemas"]["LikedStartup"][];
        };
        /** @enum {string} */
        GrantedKind: "Mentor" | "Investor";
        /** @description Investor — firm, typicalCheckSize, stages, focusAreas; Mentor — expertise, mentorshipAreas, experience, availability, hourlyRate. */
        KindFacts: {
            firm?: string;
            typicalCheckSize?: string;
            stages?: ("Pre-seed" | "Seed" | "Series A" | "Series B" | "Series C+")[];
            focusAreas?: string[];
            expertise?: string[];
            mentorshipAreas?: string[];
            experience?: number;
            availability?: string;
            hourlyRate?: number;
        };
        KindRequestSent: {
            kind: components["schemas"]["GrantedKind"];
            facts: components["schemas"]["KindFacts"];
        };
        KindRequest: {
            id: string;
            kind: components["schemas"]["GrantedKind"];
            facts: components["schemas"]["KindFacts"];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "withdrawn";
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
        };
        KindRequestForReview: components["schemas"]["KindRequest"] & {
            memberId: string;
            name: string;
            email: string;
        };
        MyKinds: {
            approvedKind: components["schemas"]["GrantedKind"] | null;
            requests: components["schemas"]["KindRequest"][];
        };
        InviteTreeMember: {
            id: string;
            /** @description Null for a member no longer shown (held or erased). */
            name: string | null;
        };
        DirectoryMember: {
            id: string;
            firstName: string;
            lastName: string;
            email: string;
            company: string;
            /** @enum {string} */
            kind: "Founder" | "Mentor" | "Investor";
            memberRole: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "suspended" | "banned";
            /** @description The end of a suspension, 9999-12-31… for a ban. */
            heldUntil: string | null;
            plan: string;
            verified: boolean;
            testData: boolean;
            joinedAt: string;
            updatedAt: string;
        };
        MemberDirectoryPage: {
            items: components["schemas"]["DirectoryMember"][];
            total: number;
            page: number;
            pageSize: number;
        };
        MemberPageParty: {
            id: string;
            name: string;
        };
        MemberPage: {
            member: components["schemas"]["DirectoryMember"];
            lastSeenAt: string | null;
            verification: {
                step: string;
                status: string;
                submittedAt: string | null;
                reason: string | null;
            }[];
            /** @description The member's requests to act as a mentor or an investor, newest first. */
            kindRequests: {
                id: string;
                kind: string;
                status: string;
                reason: string | null;
                createdAt: string;
                decidedAt: string | null;
            }[];
            /** @description Waitlist sign-ups the member's referral code credited - how many, and the latest 10. */
            referrals: {
                count: number;
                recent: {
                    name: string;
                    role: string;
                    city: string;
                    joinedAt: string;
                }[];
            };
            /** @description The member's place in the invite tree - who invited them (whose invitation their application used) and the invitations they sent, newest first (at most 100), each with the member it brought in. */
            invitations: {
                invitedBy: null | components["schemas"]["InviteTreeMember"];
                sentThisMonth: number;
                sent: {
                    id: string;
                    email: string;
                    /** @enum {string} */
                    status: "pending" | "accepted" | "expired" | "withdrawn";
                    createdAt: string;
                    expiresAt: string;
                    member: null | components["schemas"]["InviteTreeMember"];
                }[];
            };
            reports: {
                id: string;
                reason: string;
                status: string;
                createdAt: string;
                reporter: components["schemas"]["MemberPageParty"];
                target: components["schemas"]["MemberPageParty"];
            }[];
            /** @description Warnings, suspensions, bans, reinstatements and expiries, newest first (docs/moderation.md). */
            moderation: {
                id: string;
                action: string;
                reason: string;
                endsAt: string | null;
                createdAt: string;
                acknowledgedAt: string | null;
            }[];
            sessions: {
                id: string;
                createdAt: string;
                lastSeenAt: string;
                clientIp: string | null;
            }[];
            audit: components["schemas"]["AuditEntry"][];
        };
        MemberSessionsEnded: {
            ended: number;
        };
        MentorshipRequest: {
            id: string;
            founderId: string;
            founderName: string;
            startupName: string | null;
            industry: string | null;
            stage: string | null;
            request: string;
            experience: number | null;
            location: string | null;
            photoUrl: string | null;
            /** Format: date-time */
            receivedAt: string;
        };
        MentorshipRequestList: {
            items: components["schemas"]["MentorshipRequest"][];
        };
        Mentee: {
            id: string;
            founderId: string;
            founderName: string;
            startupName: string | null;
            industry: string | null;
            stage: string | null;
            /** Format: date-time */
            nextMeeting: string | null;
            progress: number;
            conversationId: string | null;
        };
        MenteeResult: {
            mentee: components["schemas"]["Mentee"];
        };
        MenteeList: {
            items: components["schemas"]["Mentee"][];
        };
        MenteeChange: {
            /** @description An ISO-8601 instant with its zone (Z or ±hh:mm); null clears it. */
            nextMeeting?: string | null;
            progress?: number;
        };
        MessagingSettings: {
            /** @description E-mail me once per conversation when a message has waited unread for 15 minutes (on by default). */
            emailUnread: boolean;
        };
        Message: {
            id: string;
            conversationId: string;
            /** @description 1, 2, 3… within the conversation, no gaps. */
            seq: number;
            senderId: string;
            body: string;
            /** Format: date-time */
            sentAt: string;
            /** @description The sender's id for it; null on others' messages. */
            clientId: string | null;
        };
        MessageRequest: {
            clientId: string;
            /** @description 1 to 2000 characters after trimming. */
            body: string;
        };
        MessageSent: {
            message: components["schemas"]["Message"];
        };
        MessagePage: {
            messages: components["schemas"]["Message"][];
            hasMore: boolean;
        };
        Conversation: {
            /** @description The connection's id. */
            id: string;
            member: components["schemas"]["MemberSummary"];
            lastMessage: components["schemas"]["Message"] | null;
            unread: number;
            myReadSeq: number;
            /** @description For read receipts on my messages. */
            theirReadSeq: number;
            online: boolean;
            closed: boolean;
            /** Format: date-time */
            connectedAt: string;
        };
        ConversationList: {
            conversations: components["schemas"]["Conversation"][];
        };
        /** @description A frame the client sends on /ws. */
        WsClientFrame: components["schemas"]["WsClientSend"] | components["schemas"]["WsClientResume"] | components["schemas"]["WsClientTyping"] | components["schemas"]["WsClientRead"];
        /** @description Stored as by POST /conversations/{id}/messages; then `ack` to this socket and `message` to every socket of both members. */
        WsClientSend: {
            /** @constant */
            type: "send";
            conversationId: string;
            clientId: string;
            /** @description 1 to 2000 characters after trimming. */
            body: string;
        };
        /** @description Every message after these positions (up to 100 per conversation), in order, as `message` frames; then `resumed`. */
        WsClientResume: {
            /** @constant */
            type: "resume";
            /** @description The last `seq` held of each conversation, by conversation id; at most 100 conversations per frame. */
            after: {
                [key: string]: number;
            };
        };
        /** @description `typing` to the other member's sockets, for a conversation the member had when the socket opened. */
        WsClientTyping: {
            /** @constant */
            type: "typing";
            conversationId: string;
        };
        /** @description As POST /conversations/{id}/read; then `read` to the other member's sockets. */
        WsClientRead: {
            /** @constant */
            type: "read";
            conversationId: string;
            seq: number;
        };
        /** @description A frame the server sends on /ws. */
        WsServerFrame: components["schemas"]["WsServerHello"] | components["schemas"]["WsServerAck"] | components["schemas"]["WsServerError"] | components["schemas"]["WsServerMessage"] | components["schemas"]["WsServerResumed"] | components["schemas"]["WsServerTyping"] | components["schemas"]["WsServerRead"] | components["schemas"]["WsServerPresence"] | components["schemas"]["WsServerNotifications"];
        /** @description The first frame of every socket. */
        WsServerHello: {
            /** @constant */
            type: "hello";
            /** @description The member the socket is for. */
            memberId: string;
            /** @description My conversation partners who are online now. */
            online: string[];
        };
        /** @description A `send` of this socket is stored. */
        WsServerAck: {
            /** @constant */
            type: "ack";
            clientId: string;
            message: components["schemas"]["Message"];
        };
        /** @description A frame of this socket failed (`send` with the frame's `clientId`), with the error a REST route would answer. */
        WsServerError: {
            /** @constant */
            type: "error";
            /** @description The failed frame's, when it had one. */
            clientId?: string;
            error: components["schemas"]["ErrorDetail"];
        };
        /** @description A message of one of my conversations, sent by either member (or replayed by `resume`). */
        WsServerMessage: {
            /** @constant */
            type: "message";
            message: components["schemas"]["Message"];
        };
        /** @description Everything a `resume` asked for has been sent. */
        WsServerResumed: {
            /** @constant */
            type: "resumed";
        };
        /** @description The other member is typing in the conversation (show it for 3 s). */
        WsServerTyping: {
            /** @constant */
            type: "typing";
            conversationId: string;
            memberId: string;
        };
        /** @description The other member's read position in the conversation moved up to `seq`. */
        WsServerRead: {
            /** @constant */
            type: "read";
            conversationId: string;
            memberId: string;
            seq: number;
        };
        /** @description A conversation partner came online or went offline (or a block cut the pair). */
        WsServerPresence: {
            /** @constant */
            type: "presence";
            memberId: string;
            online: boolean;
        };
        /** @description The bell's count changed. */
        WsServerNotifications: {
            /** @constant */
            type: "notifications";
            unread: number;
        };
        BlockRequest: {
            /** @description The member id. */
            target: string;
        };
        ReportRequest: {
            /** @description The member id. */
            target: string;
            reason: components["schemas"]["ReportReason"];
            details?: string;
        };
        /** @enum {string} */
        ReportStatus: "open" | "dismissed" | "actioned";
        ReportParty: {
            id: string;
            name: string;
            email: string;
        };
        Report: {
            id: string;
            reason: components["schemas"]["ReportReason"];
            details: string | null;
            status: components["schemas"]["ReportStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
            resolutionNote: string | null;
            /** @description The reported message's text, for a message report. */
            message: string | null;
            /** @description The reported message's id (POST /admin/content/message/{id}/removal). */
            messageId: string | null;
            reporter: components["schemas"]["ReportParty"];
            target: components["schemas"]["ReportParty"];
        };
        ReportCounts: {
            open: number;
            dismissed: number;
            actioned: number;
        };
        ReportPage: {
            items: components["schemas"]["Report"][];
            /** @description Reports matching the status filter. */
            total: number;
            page: number;
            pageSize: number;
            counts: components["schemas"]["ReportCounts"];
        };
        ReportResolution: {
            /** @enum {string} */
            status: "dismissed" | "actioned";
            note?: string;
        };
        ModerationRequest: {
            /** @enum {string} */
            action: "warning" | "suspension" | "ban";
            reason: string;
            /** @description A suspension's length; or give until. */
            days?: number;
            /** @description A suspension's end: a date (YYYY-MM-DD, UTC) or time in the future. */
            until?: string;
            /** @description The report this answers (about this member). */
            reportId?: string;
        };
        ReinstatementRequest: {
            reason?: string;
        };
        ModerationAction: {
            id: string;
            memberId: string;
            /** @enum {string} */
            action: "warning" | "suspension" | "ban" | "reinstatement" | "expiry";
            reason: string;
            /** Format: date-time */
            endsAt: string | null;
            reportId: string | null;
            /** @description Null for an expiry. */
            adminId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            acknowledgedAt: string | null;
        };
        ModerationHold: {
            /** @enum {string} */
            action: "suspension" | "ban";
            /**
             * Format: date-time
             * @description Null for a ban.
             */
            until: string | null;
            reason: string;
        };
        MemberModeration: {
            hold: components["schemas"]["ModerationHold"] | null;
            history: components["schemas"]["ModerationAction"][];
        };
        MyWarning: {
            warning: {
                id: string;
                reason: string;
                /** Format: date-time */
                createdAt: string;
            } | null;
        };
        ContentRemovalRequest: {
            reason: string;
        };
        ContentRemoval: {
            id: string;
            /** @enum {string} */
            kind: "message" | "pitch" | "application";
            contentId: string;
            /** @description Who posted it. */
            memberId: string;
            reason: string;
            /** Format: date-time */
            removedAt: string;
            /** Format: date-time */
            restoredAt: string | null;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            type: "match" | "message" | "connection" | "pitch" | "profile_view" | "event" | "achievement";
            title: string;
            message: string;
            /** @description A path inside the app to open, if any. */
            link: string | null;
            /** Format: date-time */
            createdAt: string;
            isRead: boolean;
        };
        NotificationList: {
            /** @description Newest first, at most 50. */
            notifications: components["schemas"]["Notification"][];
            unread: number;
        };
        PasswordResetSent: {
            /** @constant */
            status: "sent";
        };
        PasswordResetLink: {
            /** @description The reset needs a code too. */
            twoFactor: boolean;
        };
        PasswordResetConfirm: {
            token: string;
            password: string;
            /** @description A current code or a recovery code, with two-factor on. */
            code?: string;
        };
        AdminPasswordResetConfirm: {
            token: string;
            password: string;
            /** @description A current code or a recovery code, with two-factor on. */
            code?: string;
        };
        PasswordResetDone: {
            /** @constant */
            status: "reset";
        };
        /** @enum {string} */
        CardScreen: "cofounders" | "mentors" | "investors";
        /** @enum {string} */
        IndustryFilter: "All Industries" | "AI/ML" | "FinTech" | "Healthcare" | "E-Commerce" | "Software" | "Blockchain" | "EdTech";
        /** @enum {string} */
        PitchKind: "cofounder" | "mentor" | "investor";
        /** @description Pitches and applications per week; core 5, pro 15, renewed Monday 00:00 IST. */
        Allowance: {
            weekly: number;
            used: number;
            left: number;
            /** Format: date-time */
            renewsAt: string;
        };
        /**
         * @description A cofounder candidate, mentor or investor on a card screen. Every field is always there;
         *     those of the other kinds are empty lists or null.
         */
        Card: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            industry: string | null;
            location: string | null;
            bio: string | null;
            photoUrl: string | null;
            /** @description the badge; among equal matches these come first */
            verified: boolean;
            skills: string[];
            experience: number | null;
            matchPercentage: number;
            /** @enum {string} */
            matchLabel: "Excellent" | "Great" | "Good" | "Fair" | "Potential" | "Low";
            matchReason: string;
            matchFactors: components["schemas"]["MatchFactor"][];
            /** @description The co-founder roles a founder looks for: "CTO, Designer". */
            lookingFor: string | null;
            expertise: string[];
            mentorshipAreas: string[];
            /** @description As shown: "₹8,000 an hour", or "Pro bono". */
            hourlyRate: string | null;
            availability: string | null;
            firm: string | null;
            focusAreas: string[];
            investmentStage: string | null;
            typicalCheckSize: string | null;
            portfolioCompanies: string[];
            recentInvestments: string[];
        };
        CardPage: {
            cards: components["schemas"]["Card"][];
            allowance: components["schemas"]["Allowance"];
        };
        PitchRequest: {
            kind: components["schemas"]["PitchKind"];
            targetId: string;
            message: string;
            /** @description An http or https address; investors only (ignored for applications). */
            pitchDeckLink?: string | null;
        };
        PitchTarget: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            photoUrl: string | null;
        };
        SentPitch: {
            id: string;
            kind: components["schemas"]["PitchKind"];
            target: components["schemas"]["PitchTarget"];
            message: string;
            pitchDeckLink: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** @enum {string|null} */
            response: "accepted" | "declined" | null;
            responseNote: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PitchSent: {
            pitch: components["schemas"]["SentPitch"];
            allowance: components["schemas"]["Allowance"];
        };
        SentPitchList: {
            items: components["schemas"]["SentPitch"][];
            allowance: components["schemas"]["Allowance"];
        };
        RequestSender: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            industry: string | null;
            location: string | null;
            photoUrl: string | null;
            stage: string | null;
        };
        Received: {
            id: string;
            /** @enum {string} */
            kind: "cofounder" | "mentor" | "investor";
            from: components["schemas"]["RequestSender"];
            message: string;
            pitchDeckLink: string | null;
            /** Format: date-time */
            receivedAt: string;
        };
        IntroductionInvestor: {
            id: string;
            name: string;
            title: string | null;
            company: string | null;
            photoUrl: string | null;
        };
        Introduction: {
            id: string;
            investor: components["schemas"]["IntroductionInvestor"];
            message: string | null;
            status: components["schemas"]["IntroductionStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        RequestList: {
            applications: components["schemas"]["Received"][];
            introductions: components["schemas"]["Introduction"][];
        };
        ConnectionMade: {
            /** @description Also the id of its conversation. */
            connectionId: string;
        };
        DataExport: {
            id: string;
            /** @enum {string} */
            status: "preparing" | "ready" | "failed";
            progress: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            downloadUrl: string | null;
        };
        Pause: {
            paused: boolean;
            /** @description Since when (ISO 8601), or null. */
            pausedAt: string | null;
        };
        PhotoSaved: {
            /** @description /api/photos/{profileId}?v={version} */
            photoUrl: string;
        };
        /** @description What every view of a profile shows (SPEC section 3 "Profile screen data"). */
        ProfileFields: {
            id: string;
            firstName: string | null;
            lastName: string | null;
            title: string | null;
            company: string | null;
            industry: string | null;
            location: string | null;
            bio: string | null;
            website: string | null;
            linkedin: string | null;
            twitter: string | null;
            experience: string | null;
            experienceYears: number | null;
            education: string | null;
            skills: string[];
            interests: string[];
            photoUrl: string | null;
            memberRole: components["schemas"]["MemberRole"] | null;
        };
        MyProfile: components["schemas"]["ProfileFields"] & {
            email: string;
            /** @description The kind sections the member may edit (Founder always; Mentor, Investor when approved as or acting as one). */
            kinds: components["schemas"]["MemberRole"][];
            founder: components["schemas"]["FounderSection"] | null;
            mentor: components["schemas"]["MentorSection"] | null;
            investor: components["schemas"]["InvestorSection"] | null;
            /**
             * @description What the card of the kind the member acts as lacks (docs/profiles.md "Kind sections"):
             *     founder.fundingStage, founder.teamSize, founder.traction, mentor.expertise, mentor.rate,
             *     mentor.availability, investor.focusAreas, investor.stages, investor.cheque.
             */
            missing: string[];
            stats: {
                connections: number;
                profileViews: number;
                /** @description The share of twelve profile parts that are filled in (docs/profiles.md). */
                completeness: number;
            };
            suggestions: {
                industries: string[];
                cities: string[];
            };
        };
        MemberProfile: components["schemas"]["ProfileFields"] & {
            /** @description The section of the kind the member acts as; the other two are null. */
            founder: components["schemas"]["FounderSection"] | null;
            mentor: components["schemas"]["MentorSection"] | null;
            investor: components["schemas"]["InvestorSection"] | null;
            connected: boolean;
            /** @description all six verification steps completed (the badge) */
            verified: boolean;
            conversationId: string | null;
            /** @description Used the app in the last 5 minutes; null when the member hides it. */
            isOnline: boolean | null;
            /** @description When the member last used the app; null when hidden or never. */
            lastSeenAt: string | null;
        };
        ProfileInput: {
            firstName: string;
            lastName?: string | null;
            title?: string | null;
            company?: string | null;
            industry?: string | null;
            location?: string | null;
            bio?: string | null;
            /** @description An http or https address. */
            website?: string | null;
            /** @description An http or https address. */
            linkedin?: string | null;
            /** @description An http or https address. */
            twitter?: string | null;
            experience?: string | null;
            experienceYears?: number | null;
            education?: string | null;
            skills?: string[];
            interests?: string[];
            founder?: components["schemas"]["FounderSectionInput"];
            mentor?: components["schemas"]["MentorSectionInput"];
            investor?: components["schemas"]["InvestorSectionInput"];
        };
        TextList: string[];
        /** @description Whole rupees. */
        Rupees: number;
        /** @enum {string} */
        RevenueBand: "Pre-revenue" | "< ₹10 L" | "₹10 L–1 Cr" | "₹1–10 Cr" | "> ₹10 Cr";
        /** @enum {string} */
        FounderStage: "Idea" | "MVP" | "Seed" | "Series A" | "Series B" | "Series C+";
        /** @enum {string} */
        InvestorStage: "Pre-seed" | "Seed" | "Series A" | "Series B" | "Series C+";
        AvailabilitySlot: {
            /** @enum {string} */
            day: "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun";
            /** @description HH:MM in the member's time zone */
            start: string;
            /** @description after start */
            end: string;
        };
        PortfolioCompany: {
            name: string;
            url: string | null;
        };
        /**
         * @description A founder's section (docs/profiles.md "Kind sections"): replaces the stored one; fundingStage
         *     and teamSize are what the match score uses. 400 on "founder" for a member who may not edit it.
         */
        FounderSectionInput: {
            fundingStage?: components["schemas"]["FounderStage"] | null;
            teamSize?: number | null;
            raisedSoFar?: components["schemas"]["Rupees"] | null;
            lookingFor?: {
                cofounderRoles?: components["schemas"]["TextList"];
                mentorAreas?: components["schemas"]["TextList"];
                investors?: boolean;
            };
            traction?: {
                revenueBand?: components["schemas"]["RevenueBand"] | null;
                users?: number | null;
                /** @description Monthly, in percent. */
                growth?: number | null;
            };
        };
        /** @description A mentor's section; 400 on "mentor" for a member not approved as or acting as a mentor. */
        MentorSectionInput: {
            expertise?: components["schemas"]["TextList"];
            mentorshipAreas?: components["schemas"]["TextList"];
            /** @description Rupees an hour. */
            hourlyRate?: number | null;
            /** @description True shows "Pro bono" instead of a rate. */
            proBono?: boolean;
            availabilitySlots?: components["schemas"]["AvailabilitySlot"][];
            sessionsGiven?: number | null;
        };
        /** @description An investor's section; 400 on "investor" for a member not approved as or acting as an investor. */
        InvestorSectionInput: {
            firm?: string | null;
            role?: string | null;
            focusAreas?: components["schemas"]["TextList"];
            stages?: components["schemas"]["InvestorStage"][];
            chequeMin?: components["schemas"]["Rupees"] | null;
            /** @description At least chequeMin. */
            chequeMax?: components["schemas"]["Rupees"] | null;
            portfolio?: {
                name: string;
                url?: string | null;
            }[];
            recentInvestments?: components["schemas"]["TextList"];
            thesis?: string | null;
        };
        FounderSection: {
            fundingStage: string | null;
            teamSize: number | null;
            raisedSoFar: number | null;
            lookingFor: {
                cofounderRoles: string[];
                mentorAreas: string[];
                investors: boolean;
            };
            traction: {
                revenueBand: string | null;
                users: number | null;
                growth: number | null;
            };
        };
        MentorSection: {
            expertise: string[];
            mentorshipAreas: string[];
            hourlyRate: number | null;
            proBono: boolean;
            availabilitySlots: components["schemas"]["AvailabilitySlot"][];
            /** @description The cards' line: "Mon 18:00–20:00 (IST)", or a kind request's text. */
            availability: string | null;
            /** @description The zone of the slots (the member's setting when saved). */
            timeZone: string | null;
            sessionsGiven: number | null;
        };
        InvestorSection: {
            firm: string | null;
            role: string | null;
            focusAreas: string[];
            stages: string[];
            chequeMin: number | null;
            chequeMax: number | null;
            /** @description "₹25 L – ₹2 Cr" */
            chequeRange: string | null;
            portfolio: components["schemas"]["PortfolioCompany"][];
            recentInvestments: string[];
            thesis: string | null;
        };
        NotificationSettings: {
            /** @description Bell items for matches and new connections. */
            newConnections: boolean;
            /** @description Bell items (and e-mails) for new messages. */
            messages: boolean;
            /** @description Bell items when someone opens my profile. */
            profileViews: boolean;
            weeklyDigest: boolean;
            /** @description Off stops every activity e-mail. */
            emailNotifications: boolean;
        };
        PrivacySettings: {
            /**
             * @description public: every member (decks, card screens, /members/:id); connections: only my
             *     connections, on /members/:id; private: nobody else.
             * @enum {string}
             */
            profileVisibility: "public" | "connections" | "private";
            showOnlineStatus: boolean;
            /** @description Off refuses new messages from others (403 messages_off). */
            allowMessages: boolean;
            showLastSeen: boolean;
        };
        PreferenceSettings: {
            /** @enum {string} */
            theme: "dark" | "light" | "auto";
            /** @enum {string} */
            language: "en" | "hi" | "es" | "fr" | "de";
            /** @enum {string} */
            timezone: "IST" | "PST" | "MST" | "CST" | "EST" | "UTC";
            /** @enum {string} */
            dateFormat: "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD";
        };
        Settings: {
            notifications: components["schemas"]["NotificationSettings"];
            privacy: components["schemas"]["PrivacySettings"];
            preferences: components["schemas"]["PreferenceSettings"];
            account: {
                email: string;
                /** @description A new address waiting for its link. */
                pendingEmail: string | null;
                /** @description E.164, for example +919876543210. */
                phone: string | null;
                twoFactorAuth: boolean;
            };
            grievanceOfficer: {
                name: string;
                email: string;
            };
        };
        SettingsChange: {
            notifications?: {
                newConnections?: boolean;
                messages?: boolean;
                profileViews?: boolean;
                weeklyDigest?: boolean;
                emailNotifications?: boolean;
            };
            privacy?: {
                /** @enum {string} */
                profileVisibility?: "public" | "connections" | "private";
                showOnlineStatus?: boolean;
                allowMessages?: boolean;
                showLastSeen?: boolean;
            };
            preferences?: {
                /** @enum {string} */
                theme?: "dark" | "light" | "auto";
                /** @enum {string} */
                language?: "en" | "hi" | "es" | "fr" | "de";
                /** @enum {string} */
                timezone?: "IST" | "PST" | "MST" | "CST" | "EST" | "UTC";
                /** @enum {string} */
                dateFormat?: "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD";
            };
            account?: {
                phone?: string | null;
            };
        };
        FounderScore: {
            total: number;
            profile: number;
            network: number;
            activity: number;
            growth: number;
            level: {
                /** @enum {string} */
                key: "new" | "emerging" | "growing" | "experienced" | "advanced" | "elite";
                name: string;
            };
            next: {
                /** @description the next level's score; null at 100 */
                step: number | null;
                pointsNeeded: number;
                percent: number;
            };
            inputs: {
                profileCompleteness: number;
                connections: number;
                matches: number;
                eventsAttended: number;
                mentorshipApplications: number;
                investorPitches: number;
                ideaValidationScore: number;
                achievements: number;
            };
            weeklyGoals: {
                /** @enum {string} */
                key: "connections" | "event" | "mentorship" | "achievement";
                current: number;
                target: number;
                completed: boolean;
            }[];
            achievements: {
                id: string;
                title: string;
                description: string;
                /** @description a lucide icon name */
                icon: string;
                points: number;
                /** @enum {string} */
                category: "profile" | "network" | "activity" | "growth" | "milestone";
                unlocked: boolean;
                /** Format: date-time */
                unlockedAt: string | null;
            }[];
            recommendedActions: {
                /** @enum {string} */
                id: "complete_profile" | "validate_idea" | "attend_event" | "apply_mentorship" | "send_pitch" | "connect";
                /** @description what doing it once would add */
                points: number;
            }[];
            history: {
                /**
                 * Format: date
                 * @description the day in IST
                 */
                date: string;
                score: number;
            }[];
        };
        StoryMetrics: {
            revenue: string;
            team: string;
            users: string;
            growth: string;
        };
        /** @description SPEC section 3's success story. */
        Story: {
            id: string;
            title: string;
            founder: string;
            company: string;
            industry: string;
            /** @description how long it took, for example "18 months" */
            timeline: string;
            /** @description for example "₹40 Cr Series A" */
            funding: string;
            description: string;
            challenges: string[];
            solutions: string[];
            results: string[];
            metrics: components["schemas"]["StoryMetrics"];
            imageUrl: string | null;
            tags: string[];
        };
        AdminStory: {
            id: string;
            title: string;
            founder: string;
            company: string;
            industry: string;
            timeline: string;
            funding: string;
            description: string;
            challenges: string[];
            solutions: string[];
            results: string[];
            metrics: components["schemas"]["StoryMetrics"];
            imageUrl: string | null;
            tags: string[];
            /** @enum {string} */
            status: "draft" | "published";
            /** Format: date-time */
            updatedAt: string;
        };
        StoryInput: {
            title: string;
            founder: string;
            company: string;
            industry: string;
            timeline: string;
            funding: string;
            description: string;
            challenges: string[];
            solutions: string[];
            results: string[];
            metrics: components["schemas"]["StoryMetrics"];
            imageUrl?: string | null;
            tags?: string[];
            /** @default true */
            publish: boolean;
        };
        /** @description Any fields of StoryInput but publish, and the status to be in. */
        StoryPatch: {
            title?: string;
            founder?: string;
            company?: string;
            industry?: string;
            timeline?: string;
            funding?: string;
            description?: string;
            challenges?: string[];
            solutions?: string[];
            results?: string[];
            metrics?: components["schemas"]["StoryMetrics"];
            imageUrl?: string | null;
            tags?: string[];
            /** @enum {string} */
            status?: "draft" | "published";
        };
        Validation: {
            steps: {
                step: number;
                answers: string[];
                /** @enum {string} */
                status: "not-started" | "in-progress" | "ready" | "completed";
                /** Format: date-time */
                completedAt: string | null;
            }[];
            /** @description percent of the 20 answers filled */
            score: number;
        };
        Verification: {
            steps: {
                /** @enum {string} */
                id: "email" | "phone" | "linkedin" | "company" | "identity" | "video";
                /** @enum {string} */
                status: "pending" | "in-progress" | "completed" | "failed";
                /** @description an administrator's reason, when failed */
                reason: string | null;
                detail: components["schemas"]["VerificationDetail"];
            }[];
            completed: number;
            verified: boolean;
        };
        /** @description What the member sent for a step; empty for e-mail and for a step not started. */
        VerificationDetail: {
            /** @description the number, masked: "+91 ••••••3210" */
            phone?: string;
            /** @description the LinkedIn profile */
            url?: string;
            companyName?: string;
            website?: string;
            description?: string;
            /** @description the identity document's */
            fileName?: string;
            /** @enum {string} */
            contentType?: "image/jpeg" | "image/png" | "application/pdf";
            /**
             * Format: date-time
             * @description the video call
             */
            slot?: string;
        };
        /** @enum {string} */
        WaitlistRole: "Founder" | "Mentor" | "Investor";
        WaitlistEntry: {
            name: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["WaitlistRole"];
            city: string;
            bio?: string;
            referral?: string;
        };
        WaitlistAccepted: {
            /** @enum {string} */
            status: "joined";
        };
        WaitlistChange: {
            proposed: components["schemas"]["WaitlistEntry"];
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description From the waitlist entry; for a member's invitation only the address (name empty), who invited and their note. */
        WaitlistInvite: {
            name: string;
            email: string;
            role?: components["schemas"]["WaitlistRole"];
            city?: string;
            bio?: string;
            referral?: string;
            /** @description The inviting member's name. */
            invitedBy?: string;
            /** @description The inviting member's note. */
            note?: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @enum {string} */
        InvitationStatus: "pending" | "accepted" | "expired" | "withdrawn";
        SentInvitation: {
            id: string;
            email: string;
            note: string | null;
            status: components["schemas"]["InvitationStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        WaitlistRow: {
            id: string;
            name: string;
            email: string;
            role: components["schemas"]["WaitlistRole"];
            city: string;
            bio: string | null;
            /** @description As typed at sign-up. */
            referral: string | null;
            /** @description The member whose referral code it is; null when it is none. */
            referrer: null | {
                id: string;
                name: string | null;
            };
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the newest invitation went out.
             */
            invitedAt: string | null;
            /**
             * Format: date-time
             * @description When an application used an invitation.
             */
            appliedAt: string | null;
        };
    };
    responses: {
        /** @description The one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    removeTestData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many test profiles, pitches and applications were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedTestData"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The administrator of this session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    signInAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCredentials"];
            };
        };
        responses: {
            /** @description Signed in (the cookie is set), or the second step is to follow (no cookie). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"] | components["schemas"]["AdminTwoFactorNeeded"] | components["schemas"]["AdminEnrolmentNeeded"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    signOutAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    completeAdminTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTwoFactorCode"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTwoFactorSignedIn"];
                };
            };
            400: components["responses"]["Error"];
            /** @description A wrong code (wrong_code), or the challenge is unknown, older than 5 minutes or has had 5 wrong codes (challenge_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the audit log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    testConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    createTestAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test profile and its pitch. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAccount"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getReviewItems: {
        parameters: {
            query?: {
                /** @description Only items of this status; all when absent or empty. */
                status?: components["schemas"]["ReviewStatus"];
                /**
                 * @description `true` lists (and counts) only what the test-account button made, `false` leaves it
                 *     out; absent lists everything.
                 */
                testData?: "true" | "false";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                kind: components["schemas"]["ReviewKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the kind, with the count of each status (under the same testData filter). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    decideReviewItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ReviewKind"];
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDecision"];
            };
        };
        responses: {
            /** @description The item as decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewItem"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                range?: "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards, a daily series for the charts, top industries, performance and recent activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            /** @description A range not in the list. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    submitApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Application"];
            };
        };
        responses: {
            /** @description Stored pending, or kept aside for the address to confirm (answered alike). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationReceived"];
                };
            };
            400: components["responses"]["Error"];
            /** @description `invite_other_email`: the invitation was sent to another address; nothing stored. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invite_unknown`: no such invitation; nothing stored. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `already_approved`: the address belongs to an approved member, who should sign in instead; `invite_used`: the invitation was used already (nothing stored); `reapply_too_early`: the address was rejected and may apply again from the day the message names. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invite_expired`: the invitation expired or a newer one was sent; nothing stored. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many applications from this address; `Retry-After` says when to try again. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApplicationChange: {
        parameters: {
            query: {
                /** @description The token of the link `/apply/confirm?token=…`. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application the link would put in place of the one on file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationChange"];
                };
            };
            /** @description `invalid_token`: the link is unknown, used or expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    confirmApplicationChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeConfirmation"];
            };
        };
        responses: {
            /** @description The application now has the new details and is pending; the link no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationReceived"];
                };
            };
            /** @description `invalid_token`: the link is unknown, used or expired; nothing changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `already_approved`: the member was approved meanwhile; nothing changed. `reapply_too_early`: the application was rejected and its wait is not over. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member behind the session cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    chooseMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleChoice"];
            };
        };
        responses: {
            /** @description The member with the role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            /** @description `role_not_approved`: Mentor or Investor without an administrator's approval as one. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state of two-factor sign-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    startTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret as base32 text and as an otpauth:// URL for a QR code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                    };
                };
            };
            401: components["responses"]["Error"];
            /** @description Two-factor sign-in is on already (two_factor_on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description On, with the recovery codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            /** @description No enrolment waiting (no_enrolment). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description Not signed in, a wrong password (wrong_password) or a wrong code (wrong_code). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    completeTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description A wrong code (wrong_code), or the challenge is unknown, older than 5 minutes or has had 5 wrong codes (challenge_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My sessions, most recently used first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            current: boolean;
                            createdAt: string;
                            lastSeenAt: string;
                            ip: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description That session is over. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            /** @description I have no session by that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        signedOut: number;
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    startSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddress"];
            };
        };
        responses: {
            /** @description An approved member; `next` says which step follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInStep"];
                };
            };
            400: components["responses"]["Error"];
            /** @description `not_approved`: no approved member has this address (none, or pending or rejected). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    requestSetupLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddress"];
            };
        };
        responses: {
            /** @description Sent, if the address is an approved member's without a password. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupLinkSent"];
                };
            };
            400: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSetup"];
            };
        };
        responses: {
            /** @description The password is set and the member signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordSet"];
                };
            };
            400: components["responses"]["Error"];
            /** @description `invalid_token`: the link is unknown, used, expired or for another address. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description Signed in, or the second step follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"] | components["schemas"]["TwoFactorNeeded"];
                };
            };
            400: components["responses"]["Error"];
            /** @description `wrong_password`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description A right password, but the member is held by the moderators: `account_suspended`
             *     ("Your account is suspended until 5 Dec 2026: <reason>"; fields `until`, `reason`) or
             *     `account_banned` (field `reason`). The same for POST /auth/two-factor and
             *     /auth/password-setup.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_approved`: no approved member has this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `password_not_set`: approved, but the password was never set (the e-mailed link sets it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts for this account or from this address; `Retry-After` says when to try again. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDeck: {
        parameters: {
            query?: {
                scenario?: components["schemas"]["DeckScenario"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deck. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deck"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getMatchPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every factor's preference and the kinds shown; the defaults when never set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPreferences"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    setMatchPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchPreferencesUpdate"];
            };
        };
        responses: {
            /** @description The preferences now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPreferences"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getDailyMatchesEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My choice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyMatchesEmail"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putDailyMatchesEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DailyMatchesEmail"];
            };
        };
        responses: {
            /** @description My choice now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyMatchesEmail"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    swipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwipeRequest"];
            };
        };
        responses: {
            /** @description The swipe is recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwipeResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getConnections: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page, as given (opaque). */
                cursor?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionList"];
                };
            };
            /** @description A `limit`, `cursor` or `search` that is not valid, named in `fields`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                kind?: "startup" | "virtual";
                q?: string;
                type?: string;
                when?: "upcoming" | "past";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 200 events, soonest first (past ones latest first). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["Event"][];
                    };
                };
            };
            /** @description An unknown kind. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    myEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My events to come. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["Event"][];
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such event (or a draft). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eventConnectionsGoing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My connections with a seat, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connections: {
                            id: string;
                            name: string;
                            photoUrl: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            401: components["responses"]["Error"];
            /** @description No such event (or a draft). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, with my place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event was cancelled (event_cancelled) or is over (event_over). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unregisterFromEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, without my place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events as administrators see them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["AdminEvent"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvent"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Members hold places at this published event; cancel it first (members_hold_places). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatch"];
            };
        };
        responses: {
            /** @description The event as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvent"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event was cancelled (event_cancelled), or members hold places at it and it cannot become a draft (members_hold_places). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvent"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such event, or cancelled already. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up and the database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The server is up but the database cannot be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getHighlights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two panels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Highlights"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    listInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 10 insights, and when they last changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightList"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    listAdminInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every insight, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightList"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    createInsight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsightInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insight"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description There are 10 insights already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such insight. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsightPatch"];
            };
        };
        responses: {
            /** @description The insight as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insight"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such insight. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStartups: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The startups, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartupList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    likeStartup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                founderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    skipStartup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                founderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Skipped. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    contactFounder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                founderId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description The introduction, pending the founder's answer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntroductionMade"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getLikedStartups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The liked startups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikedStartupList"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delivered cofounder applications not answered yet, and pending introductions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestList"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    acceptApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection (and conversation) with the sender. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionMade"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    declineApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    acceptIntroduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection (and conversation) with the investor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionMade"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    declineIntroduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getMyKinds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's kinds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyKinds"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    askForKind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KindRequestSent"];
            };
        };
        responses: {
            /** @description Asked; an administrator answers. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindRequest"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    withdrawKindRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn; the member's kinds as GET gives them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyKinds"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            /** @description The request was answered already (`decided_already`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKindRequests: {
        parameters: {
            query?: {
                status?: "all" | "pending" | "approved" | "rejected" | "withdrawn";
                kind?: "all" | "Mentor" | "Investor";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 200 requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["KindRequestForReview"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    decideKindRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                    /** @description for the member, on one line */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindRequestForReview"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                q?: string;
                kind?: "Founder" | "Mentor" | "Investor";
                /** @description suspended and banned while held (docs/moderation.md) */
                status?: "pending" | "approved" | "rejected" | "suspended" | "banned";
                plan?: "core" | "pro";
                verified?: "true" | "false";
                /** @description YYYY-MM-DD, inclusive */
                joinedFrom?: string;
                /** @description YYYY-MM-DD, inclusive */
                joinedTo?: string;
                sort?: "joined" | "name" | "email" | "company";
                /** @description desc for joined, asc otherwise, unless given */
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the members the query finds, and how many it finds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDirectoryPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    exportMembers: {
        parameters: {
            query?: {
                q?: string;
                kind?: "Founder" | "Mentor" | "Investor";
                /** @description suspended and banned while held (docs/moderation.md) */
                status?: "pending" | "approved" | "rejected" | "suspended" | "banned";
                plan?: "core" | "pro";
                verified?: "true" | "false";
                /** @description YYYY-MM-DD, inclusive */
                joinedFrom?: string;
                /** @description YYYY-MM-DD, inclusive */
                joinedTo?: string;
                sort?: "joined" | "name" | "email" | "company";
                /** @description desc for joined, asc otherwise, unless given */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getMemberPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPage"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No profile by that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endMemberSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSessionsEnded"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No profile by that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMentorshipRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MentorshipRequestList"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    acceptMentorshipRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new mentee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenteeResult"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    declineMentorshipRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getMentees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mentees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenteeList"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    updateMentee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenteeChange"];
            };
        };
        responses: {
            /** @description The mentee as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenteeResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getMessagingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My messaging settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagingSettings"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putMessagingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagingSettings"];
            };
        };
        responses: {
            /** @description My messaging settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagingSettings"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getMessages: {
        parameters: {
            query?: {
                before?: number;
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageRequest"];
            };
        };
        responses: {
            /** @description This `clientId` was sent before; the stored message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSent"];
                };
            };
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSent"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            /** @description The conversation is closed (a block between the two). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seq: number;
                };
            };
        };
        responses: {
            /** @description My read position now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readSeq: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    reportMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: components["schemas"]["ReportReason"];
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Filed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportAccepted"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    openMessagingSocket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols; the socket is open. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            /** @description `cross_origin`: the `Origin` is another site's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `upgrade_required`: a GET without the WebSocket upgrade. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockRequest"];
            };
        };
        responses: {
            /** @description Blocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    reportMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description The report is filed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportAccepted"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    getReports: {
        parameters: {
            query?: {
                status?: components["schemas"]["ReportStatus"];
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reports, with the count of each status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    resolveReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportResolution"];
            };
        };
        responses: {
            /** @description The resolved report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getMemberModeration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hold in force (null when none) and the history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberModeration"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    moderateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRequest"];
            };
        };
        responses: {
            /** @description The action taken. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationAction"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    reinstateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReinstatementRequest"];
            };
        };
        responses: {
            /** @description The reinstatement, as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationAction"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    removeContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "message" | "pitch" | "application";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentRemovalRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentRemoval"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    restoreContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "message" | "pitch" | "application";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentRemoval"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getMyWarning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warning, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyWarning"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    acknowledgeWarning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Acknowledged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked read (also when it already was). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
        };
    };
    checkPasswordReset: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetLink"];
                };
            };
            /** @description The link is invalid, used or expired (`invalid_link`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddress"];
            };
        };
        responses: {
            /** @description Sent, if the address is an approved member's with a password. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetSent"];
                };
            };
            400: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDone"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    checkAdminPasswordReset: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetLink"];
                };
            };
            /** @description The link is invalid, used or expired (`invalid_link`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    requestAdminPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddress"];
            };
        };
        responses: {
            /** @description Sent, if the address is an administrator's. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetSent"];
                };
            };
            400: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    confirmAdminPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDone"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    getMatchCards: {
        parameters: {
            query?: {
                q?: string;
                industry?: components["schemas"]["IndustryFilter"];
                limit?: number;
            };
            header?: never;
            path: {
                kind: components["schemas"]["CardScreen"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best cards left for me, and my pitches left this week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPage"];
                };
            };
            /** @description A `q`, `industry` or `limit` that is not valid, named in `fields`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    passCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["CardScreen"];
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Passed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            /** @description No such screen, or no approved member with this id (other than me). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendPitch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PitchRequest"];
            };
        };
        responses: {
            /** @description Stored, pending approval. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PitchSent"];
                };
            };
            /** @description A `kind`, `targetId`, `message` or `pitchDeckLink` that is not valid, named in `fields`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No approved member of that kind, myself, or a member blocked either way. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `already_open`: I already have an open pitch or application to this member. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["Error"];
            /** @description `weekly_limit`: this week's pitches are spent; `Retry-After` is the seconds to Monday 00:00 IST. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSentPitches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What I sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentPitchList"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    startExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An export of mine was already being prepared; this is it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            /** @description A new export, being prepared (my earlier ready one, if any, has ended). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            401: components["responses"]["Error"];
            /** @description `rate_limited`: the day's exports are spent; `Retry-After` is the seconds until the oldest of them is 24 hours old. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No export of mine by that id, or it has expired. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Error"];
            /** @description No ready export of mine by that id, or it has expired. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eraseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @description A code from the app or a recovery code. */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        erased: true;
                    };
                };
            };
            /** @description Not signed in, a wrong password (wrong_password) or a wrong or missing code (wrong_code). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfile"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description My profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfile"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfile"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such member, hidden by their profile visibility, or a block is between us. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/gif": string;
            };
        };
        responses: {
            /** @description Stored; where members see it from now on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoSaved"];
                };
            };
            401: components["responses"]["Error"];
            /** @description `payload_too_large` over 10 MB; `image_too_large` over 40 megapixels. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_image`: another media type, or content that is not a JPEG, PNG or GIF that decodes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPhoto: {
        parameters: {
            query?: {
                /** @description The photo's version, to tell caches apart. */
                v?: string;
            };
            header?: never;
            path: {
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo. */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            401: components["responses"]["Error"];
            /** @description No photo, no such member, or a block between the two (either way). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    patchSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsChange"];
            };
        };
        responses: {
            /** @description My settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @description Required when two-factor is on. */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description The link is on its way (or the address's owner is told; the answer is the same). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pendingEmail: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            /** @description Not signed in, a wrong password (wrong_password) or a wrong code (wrong_code). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate_limited) or too many links alive (too_many_links). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The account now signs in with this address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description The link is unknown, used or expired (invalid_token). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address was taken meanwhile (email_taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getPause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pause, or none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pause"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putPause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paused: boolean;
                };
            };
        };
        responses: {
            /** @description The pause now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pause"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getFounderScore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score with its level, goals, achievements, actions and 30-day history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FounderScore"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    listStories: {
        parameters: {
            query?: {
                filter?: "all" | "AI/ML" | "FinTech" | "Healthcare" | "B2B" | "SaaS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 200 stories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stories: components["schemas"]["Story"][];
                    };
                };
            };
            /** @description A filter not in the list. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getStory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The story. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Story"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such story (or a draft). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminStories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stories as administrators see them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stories: components["schemas"]["AdminStory"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    createStory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoryInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStory"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    deleteStory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such story. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateStory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoryPatch"];
            };
        };
        responses: {
            /** @description The story as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStory"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No such story. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getValidation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The steps and the validation score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Validation"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    saveValidationStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                step: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: string[];
                };
            };
        };
        responses: {
            /** @description Saved; every step and the score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Validation"];
                };
            };
            /** @description Not four answers of text of at most 2000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such step. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeValidationStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                step: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Completed; every step and the score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Validation"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No such step. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not all four questions are answered (not_ready). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The steps in order (email, phone, linkedin, company, identity, video). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    sendPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 10 digits starting with 6–9, with or without +91 */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Sent; the phone step is in progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Not an Indian mobile number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            /** @description Three codes in 15 minutes already (rate_limited, with Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Confirmed; the phone step is completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description A wrong code (wrong_code); one try fewer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            /** @description No code was sent (or it was used). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code ran out of time or tries (code_expired). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitLinkedin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    linkedinUrl: string;
                };
            };
        };
        responses: {
            /** @description Waiting for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Not a linkedin.com/in/ address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    submitCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    website: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Waiting for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Fields that need attention, named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getMyIdentityDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Error"];
            /** @description None is kept (never sent, or reviewed and deleted). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadIdentityDocument: {
        parameters: {
            query?: {
                /** @description the file's name */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description Stored; waiting for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description An empty file. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            /** @description Larger than 5 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a JPG, PNG or PDF, or a file whose content is not what its type says (unsupported_document; then `fields.document` says so). Nothing is kept. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookVerificationCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    slot: string;
                };
            };
        };
        responses: {
            /** @description Booked; waiting for the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description Not a bookable slot. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    listVerificationReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What waits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            memberId: string;
                            name: string;
                            /** @enum {string} */
                            step: "linkedin" | "company" | "identity" | "video";
                            detail: components["schemas"]["VerificationDetail"];
                            /** Format: date-time */
                            submittedAt: string;
                            /** @description which submission of the step this is (one more each time the member sends it); a decision names it */
                            revision: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getIdentityDocumentForReview: {
        parameters: {
            query?: {
                /** @description the revision under review: answered 409 when the document kept is another one */
                revision?: number;
            };
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description No document is kept for this member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `revision_changed`: the member has sent another document since that revision. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideVerificationStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
                step: "linkedin" | "company" | "identity" | "video";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "completed" | "failed";
                    /** @description required when failed */
                    reason?: string;
                    /** @description the revision I reviewed, as GET /admin/verification gave it */
                    revision: number;
                };
            };
        };
        responses: {
            /** @description The member's steps now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description No status, a failure without a reason, or no revision. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            /** @description Nothing of this member waits at this step. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `revision_changed`: the member sent the step again after that revision; nothing was decided. Review what waits now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistEntry"];
            };
        };
        responses: {
            /** @description Stored, or kept aside for confirmation (a first sign-up and a repeat answer alike). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistAccepted"];
                };
            };
            400: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            /** @description Too many requests from this address; `Retry-After` says when to try again. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWaitlistChange: {
        parameters: {
            query: {
                /** @description The token of the link `/waitlist/confirm?token=…`. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The details the link would put on the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistChange"];
                };
            };
            /** @description `invalid_token`: the link is unknown, used or expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    confirmWaitlistChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeConfirmation"];
            };
        };
        responses: {
            /** @description The entry now has the new details; the link no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistAccepted"];
                };
            };
            /** @description `invalid_token`: the link is unknown, used or expired; nothing changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getWaitlistInvite: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistInvite"];
                };
            };
            /** @description `invite_unknown`: no such invitation. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invite_used`: an application used it already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invite_expired`: it expired, or a newer one was sent; `invite_withdrawn`: the member who sent it withdrew it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    getMyReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        credited: number;
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getMyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowance and the invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description SANGAM_MEMBER_INVITATIONS_PER_MONTH, or SANGAM_VERIFIED_MEMBER_INVITATIONS_PER_MONTH for a verified member. */
                        limit: number;
                        sentThisMonth: number;
                        left: number;
                        items: components["schemas"]["SentInvitation"][];
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    sendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentInvitation"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            /** @description `invitation_limit` (this month's are all sent), `already_member`, `already_applied` or `already_invited` (a pending invitation to the address); nothing changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["Error"];
        };
    };
    withdrawInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "withdrawn";
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            /** @description `invitation_not_pending`: it was used, withdrawn or has expired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWaitlist: {
        parameters: {
            query?: {
                /** @description Matched anywhere in name, e-mail or city (at most 100 characters). */
                q?: string;
                role?: components["schemas"]["WaitlistRole"];
                /** @description The `next` of the page before. */
                after?: string;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WaitlistRow"][];
                        /** @description Entries matching the filter, all pages. */
                        total: number;
                        /** @description The cursor of the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    exportWaitlist: {
        parameters: {
            query?: {
                q?: string;
                role?: components["schemas"]["WaitlistRole"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (`sangam-waitlist.csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    inviteFromWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "invited";
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
