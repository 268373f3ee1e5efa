export declare const contractUrl: URL;
export declare const typesUrl: URL;
export declare function generateApiTypes(): Promise<string>;
