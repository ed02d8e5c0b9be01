/**
 * Integration tests call domain functions directly, not only through handleRoute and
 * runAction, which install the work queue's handlers: install them for every test file too.
 */
import "@/lib/server/jobs/work-handlers";
