import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export declare const NGINX_CONF: string;
export declare function headerVariable(header: string): string;
export declare function nginxConfig(options: {
  listen: string | number;
  upstreams: string[];
  geoHeader?: string;
  user?: string | null;
}): string;
export interface RunningNginx {
  url: string;
  prefix: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}
export declare function startNginx(options: {
  port: number;
  upstreams: string[];
  geoHeader?: string;
  prefix?: string;
  host?: string;
}): Promise<RunningNginx>;
