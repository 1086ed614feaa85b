// Set when the process is shutting down (SIGTERM/SIGINT, server/src/main.ts): /api/health answers
// 503 "draining" first, so a load balancer stops sending new requests while those in flight finish.
export const drain = { active: false };
