// The AI SDK checks each stream chunk with zod, whose fast path probes once whether `new Function` is allowed.
// Our Content-Security-Policy forbids it, so the probe would be reported as a violation; without it zod takes its
// plain path, which is all a chunk needs. zod decides when a schema is created, and the AI SDK creates some as
// soon as it is imported: this module must be imported before it.
import { config } from 'zod';

config({ jitless: true });
