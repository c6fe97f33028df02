package org.pacru.examples.serve;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * A fixed pool of engine threads with a bounded queue. A task that finds the queue full is not
 * taken ({@link #offer} returns false: the caller answers 503 at once), and a task that waited
 * longer than the pool's {@code maxWait} for a thread is told so when it starts, so no request
 * waits longer than its client would. Connections never run here: only finished requests do.
 */
final class EnginePool {
    /** Work for the pool; {@code waited} says whether it waited past the pool's limit. */
    interface Task {
        void run(boolean waitedTooLong);
    }

    private final String name;
    private final int workers;
    private final int queue;
    private final long maxWaitNanos;
    private final ThreadPoolExecutor executor;

    EnginePool(String name, int workers, int queue, Duration maxWait) {
        this.name = name;
        this.workers = workers;
        this.queue = queue;
        this.maxWaitNanos = maxWait.toNanos();
        AtomicInteger n = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(workers, workers, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                r -> {
                    Thread t = new Thread(r, "pacru-" + name + "-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.AbortPolicy());
    }

    /**
     * Queues a task, unless the queue is full.
     *
     * @param task the task
     * @return false if the pool is full and the task was not taken
     */
    boolean offer(Task task) {
        long queued = System.nanoTime();
        try {
            executor.execute(() -> task.run(System.nanoTime() - queued > maxWaitNanos));
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /**
     * The answer for a request this pool cannot take.
     *
     * @param lang the language of the answer
     * @return a 503 error naming the pool's size
     */
    ApiError busy(Language lang) {
        return new ApiError(503, "busy", Texts.httpBusy(lang, workers, name, queue));
    }

    /** Stops the threads; queued tasks are dropped (their connections are being closed). */
    void close() {
        executor.shutdownNow();
    }
}
