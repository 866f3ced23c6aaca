// Types of apps.mjs for the TypeScript that imports it (e2e support).
export interface AppConfig {
  name: string;
  dir: string;
  port: number;
  portEnv: string;
  host?: boolean;
  routes?: string[];
}
export interface RemotesManifest {
  apiBaseUrl: string;
  imageBaseUrl: string | null;
  remotes: { name: string; entry: string; routes: string[] }[];
}
export const APP_CONFIG: AppConfig[];
export const API_CONFIG: { port: number; portEnv: string };
export const DEFAULT_PORTS: Readonly<Record<string, number>>;
export function portOf(name: string, env?: Record<string, string | undefined>): number;
export function remotesManifest(ports?: Partial<Record<string, number>>): RemotesManifest;
export function portsFromBase(base: number): Record<string, number>;
export function portEnv(ports: Record<string, number>): Record<string, string>;
