package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** A search thread that fails hands its failure to the caller of {@code search}, Errors included. */
class MctsBotWorkerFailureTest {

    /** An Error only the search threads meet: what running out of memory in a worker looks like. */
    private static final class WorkerError extends Error {
        private static final long serialVersionUID = 1L;

        WorkerError() {
            super("worker ran out", null, false, false);
        }
    }

    @Test
    @DisplayName("an Error in a search thread is thrown by search in the caller, and nothing is printed for it")
    void workerErrorReachesTheCaller() {
        MctsBot bot = MctsBot.builder(Ruleset.STANDARD).threads(2).time(Duration.ofSeconds(5)).seed(1)
                .clock(() -> {
                    if (Thread.currentThread().getName().startsWith("pacru-mcts-")) {
                        throw new WorkerError();
                    }
                    return System.nanoTime();
                }).build();
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertThatThrownBy(() -> bot.search(Position.initial(2))).isInstanceOf(WorkerError.class)
                    .hasMessage("worker ran out");
        } finally {
            System.setErr(err);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
