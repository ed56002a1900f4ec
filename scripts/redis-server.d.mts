/** Types of redis-server.mjs for the TypeScript tests. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}
export declare function findRedisServer(): string | null;
export declare function startRedis(): Promise<RedisServer | null>;
