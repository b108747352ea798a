import type { Endpoint } from "./discover-endpoints.ts";
import { deeplyNestedJson, type FuzzContext, type PlannedRequest, planNamedMutation } from "./plan-request.ts";
import { randomFor } from "./random.ts";

/**
 * Both deeply nested JSON shapes (10,000 arrays, 5,000 objects) for every endpoint that
 * takes a body — the API's, better-auth's and the pages' actions — sent once each after the random
 * run, whatever the seed drew: a recursive reader anywhere answers 500, and the run fails.
 * Numbered after the random requests, so a seed still replays them.
 */
export function nestedJsonRequests(
  endpoints: Endpoint[],
  seed: number,
  firstIndex: number,
  context: FuzzContext,
): PlannedRequest[] {
  const withBodies = endpoints.filter((endpoint) => !["GET", "HEAD"].includes(endpoint.method));
  return withBodies.flatMap((endpoint, i) =>
    [deeplyNestedJson.arrays, deeplyNestedJson.objects].map((name, shape) =>
      planNamedMutation(endpoint, name, randomFor(seed, firstIndex + 2 * i + shape), context),
    ),
  );
}
