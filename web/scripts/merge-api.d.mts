/** api/, the folder of the contract: openapi.yaml (the root) and features/<feature>.yaml. */
export declare const apiDir: URL;
/** An OpenAPI document, or a fragment of one, as parsed from YAML. */
export type ContractDocument = {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
};
export declare function readFragments(dir?: URL): { feature: string; file: string; document: ContractDocument }[];
export declare function mergeContract(dir?: URL): ContractDocument & Required<Pick<ContractDocument, 'paths' | 'components'>>;
