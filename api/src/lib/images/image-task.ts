import { AppError } from "../../http/app-error.ts";
import { TaskPoolBusyError, TaskTimeoutError, WorkerFailedError } from "../../workers/task-pool.ts";
import { defineWorkerTask, type TaskRunner, type WorkerTask } from "../../workers/worker-task.ts";
import { UnreadableImage } from "./decode-image.ts";

/**
 * Image work as tasks of the image worker (workers/lanes.ts). What the person is told is decided in
 * one place: a picture the decoder refuses, or one that ran past the worker's time or memory limit,
 * is unreadable (the caller answers 422 with its own words); a queue of pictures already full is 503.
 */

/** A picture's rendering, or why it was refused (for logs, never shown). */
export type ImageTaskResult<O> = { ok: true; value: O } | { ok: false; why: string };

/** A task of the image lane that answers an unreadable picture as a refusal (UnreadableImage crosses no thread). */
export function imageTask<I, O>(name: string, render: (input: I) => Promise<O>): WorkerTask<I, ImageTaskResult<O>> {
  return defineWorkerTask(name, "images", async (input: I): Promise<ImageTaskResult<O>> => {
    try {
      return { ok: true, value: await render(input) };
    } catch (error) {
      if (error instanceof UnreadableImage) return { ok: false, why: error.message };
      throw error;
    }
  });
}

/** Asked of the person when the image worker's queue is full. */
export const IMAGES_BUSY_MESSAGE = "Lots of pictures are being uploaded right now. Please try again in a minute.";

/** Runs an image task; a task stopped for time or memory is a refusal too. */
export async function runImageTask<I, O>(
  runner: TaskRunner,
  task: WorkerTask<I, ImageTaskResult<O>>,
  input: I,
): Promise<ImageTaskResult<O>> {
  try {
    return await runner.run(task, input);
  } catch (error) {
    if (error instanceof TaskTimeoutError || error instanceof WorkerFailedError) return { ok: false, why: error.message };
    if (error instanceof TaskPoolBusyError) throw new AppError("unavailable", IMAGES_BUSY_MESSAGE);
    throw error;
  }
}
