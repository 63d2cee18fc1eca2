/**
 * The bare reference for page benchmarks: Fastify with one route that answers a small HTML page and
 * nothing else (no plugins, no logging), the ceiling of one Node process on this machine. Started
 * as its own process by the benchmark; prints the URL it listens on.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async (_request, reply) =>
  reply.type("text/html; charset=utf-8").send("<!doctype html><title>hello</title><p>Hello, world</p>"),
);
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(address);
