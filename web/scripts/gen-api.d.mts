export declare const typesUrl: URL;
export declare function generateApiTypes(): Promise<string>;
