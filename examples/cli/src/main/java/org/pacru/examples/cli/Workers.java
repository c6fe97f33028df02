package org.pacru.examples.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The worker threads of the commands that play many games ({@code match}, {@code selfplay}): the
 * same task on each of a fixed pool's threads, each task claiming games from a shared counter
 * until none are left; the results in the order of the workers.
 */
final class Workers {

    private Workers() {
    }

    /**
     * Runs the task on that many threads and waits for all of them.
     *
     * @param <T> what a worker returns
     * @param workers the number of threads
     * @param task one worker's loop
     * @param what what a task does, for the message of a failure, such as {@code "a match game"}
     * @return each worker's result
     * @throws InterruptedException if interrupted while waiting (the workers are stopped)
     * @throws RuntimeException a worker's unchecked exception or error, as it was thrown
     * @throws IllegalStateException if a worker failed with a checked exception, as the cause
     */
    static <T> List<T> run(int workers, Callable<T> task, String what) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        try {
            List<Future<T>> futures = new ArrayList<>(workers);
            for (int t = 0; t < workers; t++) {
                futures.add(pool.submit(task));
            }
            List<T> results = new ArrayList<>(workers);
            for (Future<T> f : futures) {
                results.add(f.get());
            }
            return results;
        } catch (ExecutionException e) {
            // The worker's own failure (running out of memory, say), for the command to word it.
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(what + " failed", cause);
        } finally {
            pool.shutdownNow();
        }
    }
}
