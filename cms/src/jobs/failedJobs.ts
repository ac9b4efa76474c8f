/**
 * Issue 9, resilience: a job whose retries run out is never dropped silently. Payload keeps it in
 * `payload-jobs` with `hasError` and its error (`deleteJobOnComplete` deletes only jobs that
 * completed); super admins see that collection in the admin, and the last failure is logged as an
 * error naming the job, its input and its error.
 */
import type { CollectionConfig, TaskConfig, TaskHandler } from 'payload';

/** Payload's TaskInputOutput (not exported from its index). */
type InputOutput = { input: object; output: object };
import { isSuperAdmin, isSuperAdminAccess } from '../access/roles';

/** The jobs collection, visible (read-only) to super admins under System. */
export const failedJobsVisibleToSuperAdmins = ({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig;
}): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    ...defaultJobsCollection.admin,
    hidden: ({ user }) => !isSuperAdmin(user),
    defaultColumns: ['taskSlug', 'hasError', 'totalTried', 'completedAt', 'createdAt'],
    description:
      'Background jobs (indexing, site revalidation). A job with "Has Error" ticked ran out of retries: its error says why; ' +
      'fix the cause and save the car or page again to queue a new one.',
  },
  access: { ...defaultJobsCollection.access, read: isSuperAdminAccess },
});

// The error of each job's attempt in progress, kept from the handler until onFail reads it
// (Payload's onFail is not given the error).
const attemptErrors = new Map<string, unknown>();

const retriesOf = <IO extends InputOutput>(task: TaskConfig<IO>): number => {
  const { retries } = task;
  return typeof retries === 'number' ? retries : (retries?.attempts ?? 0);
};

/** Wraps a task so that its final failure (no retries left) is logged with console.error. */
export function logFinalFailure<IO extends InputOutput>(task: TaskConfig<IO>): TaskConfig<IO> {
  const handler = task.handler;
  if (typeof handler !== 'function') return task;
  const attempts = retriesOf(task);
  return {
    ...task,
    handler: (async (args) => {
      try {
        return await handler(args);
      } catch (error) {
        attemptErrors.set(String(args.job.id), error);
        throw error;
      }
    }) as TaskHandler<IO>,
    onFail: async (args) => {
      const key = String(args.job.id);
      const error = attemptErrors.get(key);
      attemptErrors.delete(key);
      const tried = args.taskStatus?.totalTried ?? 0;
      // Payload's own rule: the attempt that fails with `totalTried >= attempts` is the last one.
      if (!args.taskStatus?.complete && tried >= attempts) {
        // Not `instanceof Error`: fetch's errors come from another realm under some runners.
        const message = (error as { message?: unknown } | undefined)?.message ?? String(error ?? 'unknown error');
        console.error(
          `Job ${key} (${task.slug}) failed ${tried + 1} time(s) and will not be retried; it stays in payload-jobs with its error. ` +
            `Last error: ${message}. Input: ${JSON.stringify(args.input ?? null)}`,
        );
      }
      await task.onFail?.(args);
    },
  };
}
