package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** {@link MctsBot} and its builder: argument checks and messages, budgets to the iteration, threads, toString. */
class MctsBotBudgetAndBuilderTest {

    private static MctsBot.Builder builder() {
        return MctsBot.builder(Ruleset.STANDARD);
    }

    @Test
    @DisplayName("the builder accepts the ends of every range: 1 iteration, 1 and 256 threads, 0 exploration and widening, probabilities 0 and 1, 1 ply")
    void builderAcceptsTheEndsOfItsRanges() {
        MctsBot.Builder b = builder();
        assertThat(b.iterations(1)).isSameAs(b);
        assertThat(b.threads(1)).isSameAs(b);
        assertThat(b.threads(256)).isSameAs(b);
        assertThat(b.exploration(0)).isSameAs(b);
        assertThat(b.rotationWidening(0)).isSameAs(b);
        assertThat(b.playoutRotationProbability(0)).isSameAs(b);
        assertThat(b.playoutRotationProbability(1)).isSameAs(b);
        assertThat(b.maxPlayoutPlies(1)).isSameAs(b);
        assertThat(b.seed(-5)).isSameAs(b);
        MctsBot bot = b.build();
        assertThat(bot.iterations()).isEqualTo(1);
        assertThat(bot.threads()).isEqualTo(256);
    }

    @Test
    @DisplayName("the builder rejects values just outside every range, saying which value")
    void builderRejectsOutOfRangeWithMessages() {
        MctsBot.Builder b = builder();
        assertThatThrownBy(() -> b.iterations(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("iterations must be 1 or more, not 0");
        assertThatThrownBy(() -> b.time(Duration.ofNanos(-1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a time budget must be more than zero, not PT-0.000000001S");
        assertThatThrownBy(() -> b.threads(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be from 1 to 256, not 0");
        assertThatThrownBy(() -> b.threads(257)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be from 1 to 256, not 257");
        assertThatThrownBy(() -> b.exploration(-0.01)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("exploration must be a number, 0 or more, not -0.01");
        assertThatThrownBy(() -> b.exploration(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("exploration must be a number, 0 or more, not Infinity");
        assertThatThrownBy(() -> b.rotationWidening(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("rotation widening must be a number, 0 or more, not NaN");
        assertThatThrownBy(() -> b.rotationWidening(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("rotation widening must be a number, 0 or more, not Infinity");
        assertThatThrownBy(() -> b.playoutRotationProbability(-0.01)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a probability is from 0 to 1, not -0.01");
        assertThatThrownBy(() -> b.playoutRotationProbability(1.01)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a probability is from 0 to 1, not 1.01");
        assertThatThrownBy(() -> b.playoutRotationProbability(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a probability is from 0 to 1, not NaN");
        assertThatThrownBy(() -> b.maxPlayoutPlies(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the playout limit must be 1 or more, not 0");
    }

    @Test
    @DisplayName("toString names the budget (iterations, time or both), the seed and the threads")
    void toStringNamesTheBudget() {
        assertThat(builder().build()).hasToString("MctsBot[10000 iterations, seed 0, 1 thread]");
        assertThat(builder().iterations(300).seed(7).threads(2).build())
                .hasToString("MctsBot[300 iterations, seed 7, 2 threads]");
        assertThat(builder().time(Duration.ofMillis(250)).seed(3).build()).hasToString("MctsBot[250 ms, seed 3, 1 thread]");
        assertThat(builder().iterations(100).time(Duration.ofMillis(250)).threads(4).build())
                .hasToString("MctsBot[100 iterations, 250 ms, seed 0, 4 threads]");
        assertThat(GreedyBot.of(Ruleset.STANDARD)).hasToString("GreedyBot");
        assertThat(RandomBot.of(Ruleset.STANDARD, 7)).hasToString("RandomBot[seed 7]");
    }

    @Test
    @DisplayName("fewer iterations than threads: the extra trees stay empty and the budget is still exact")
    void fewerIterationsThanThreads() {
        SearchResult r = builder().iterations(2).threads(3).seed(1).build().search(Position.initial(2));
        assertThat(r.iterations()).isEqualTo(2);
        assertThat(r.actions().stream().mapToLong(ActionStatistics::visits).sum()).isEqualTo(2);
    }

    @Test
    @DisplayName("the elapsed time is the clock's difference between the start and the end, whatever the clock's origin")
    void elapsedIsTheClockDifference() {
        AtomicLong now = new AtomicLong(5_000_000_000L);
        MctsBot bot = builder().iterations(3).clock(() -> now.getAndAdd(1_000_000)).build();
        SearchResult r = bot.search(Position.initial(2));
        assertThat(r.elapsed()).isEqualTo(Duration.ofMillis(1));
        assertThat(r.iterations()).isEqualTo(3);
    }

    @Test
    @DisplayName("one thread searches on the caller's thread; several threads on daemon workers named pacru-mcts-N")
    void threadsOfASearch() {
        List<Thread> readers = new CopyOnWriteArrayList<>();
        AtomicLong now = new AtomicLong();
        builder().time(Duration.ofMillis(5)).clock(() -> {
            readers.add(Thread.currentThread());
            return now.getAndAdd(1_000_000);
        }).build().search(Position.initial(2));
        assertThat(readers).isNotEmpty().allMatch(t -> t == Thread.currentThread());

        readers.clear();
        builder().time(Duration.ofSeconds(5)).iterations(4).threads(2).clock(() -> {
            readers.add(Thread.currentThread());
            return now.getAndAdd(1);
        }).build().search(Position.initial(2));
        List<Thread> workers = readers.stream().filter(t -> t != Thread.currentThread()).toList();
        assertThat(workers).isNotEmpty()
                .allMatch(Thread::isDaemon)
                .allMatch(t -> t.getName().startsWith("pacru-mcts-"));
    }

    @Test
    @DisplayName("a failure in a worker thread is thrown by the search")
    void workerFailureIsThrown() {
        MctsBot bot = builder().time(Duration.ofSeconds(5)).iterations(10).threads(2).clock(() -> {
            if (Thread.currentThread().getName().startsWith("pacru-mcts-")) {
                throw new IllegalStateException("clock broken");
            }
            return 0;
        }).build();
        assertThatThrownBy(() -> bot.search(Position.initial(2))).isInstanceOf(IllegalStateException.class)
                .hasMessage("clock broken");
    }

    @Test
    @DisplayName("an interrupted caller gets 'search interrupted' and keeps its interrupt flag")
    void interruptedSearch() {
        MctsBot bot = builder().iterations(4).threads(2).build();
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> bot.search(Position.initial(2))).isInstanceOf(IllegalStateException.class)
                    .hasMessage("search interrupted");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }
}
