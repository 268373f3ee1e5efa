/**
 * Generated from api/openapi.yaml by `npm run gen:api` (openapi-typescript). Do not edit by hand.
 */

export type paths = {
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
    "/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the public waitlist. The same e-mail again updates the entry. */
        post: operations["joinWaitlist"];
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
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            db: "ok" | "unavailable";
            version: string;
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
        Error: {
            error: {
                /** @description A stable machine-readable code, for example `validation_failed`. */
                code: string;
                /** @description A sentence fit to show a person. */
                message: string;
                /** @description Per-field messages when the request body was invalid. */
                fields?: {
                    [key: string]: string;
                };
            };
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
            /** @description Stored (a first signup and an update answer alike). */
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
}
