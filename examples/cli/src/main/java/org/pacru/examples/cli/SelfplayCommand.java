package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.Playout;
import org.pacru.core.bot.RandomBot;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.WinReason;
import org.pacru.rules.Language;

/**
 * {@code pacru selfplay}: plays random games on several threads and prints statistics: games/s,
 * actions/s, mean length, winners and win reasons, accumulated in constant memory whatever the
 * number of games. Game {@code i} draws
 * from a generator seeded with the seed and {@code i}, so the statistics (all but the speed)
 * depend on the seed only, not on the number of threads. The games are played at engine speed by
 * {@link RandomBot#play}, the policy {@code pacru demo} plays one game of.
 *
 * <pre>{@code
 * pacru selfplay --games 1000 --players 3 --seed 7 --threads 2
 * }</pre>
 */
public final class SelfplayCommand implements Command {
    /** The policy's chance to rotate when a rotation is legal. */
    static final double ROTATION_PROBABILITY = 0.1;

    /** Creates the command. */
    public SelfplayCommand() {
    }

    @Override
    public String name() {
        return "selfplay";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summarySelfplay(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpSelfplay(lang, Budgets.MAX_GAMES, Budgets.MAX_GAME_THREADS, Budgets.MAX_PLIES) + "\n";
    }

    /**
     * Statistics of a number of games in constant memory, whatever the number: sums, extremes and
     * counts, so merging the threads' statistics in any order gives the same totals.
     */
    private static final class Stats {
        long games;
        long plies;
        int min = Integer.MAX_VALUE;
        int max;
        long unfinished;
        final long[] winners = new long[Player.values().length];
        final long[] reasons = new long[WinReason.values().length];

        void add(int gamePlies, Optional<Outcome> outcome) {
            games++;
            plies += gamePlies;
            min = Math.min(min, gamePlies);
            max = Math.max(max, gamePlies);
            if (outcome.isPresent()) {
                winners[outcome.get().winner().ordinal()]++;
                reasons[outcome.get().reason().ordinal()]++;
            } else {
                unfinished++;
            }
        }

        void add(Stats other) {
            games += other.games;
            plies += other.plies;
            min = Math.min(min, other.min);
            max = Math.max(max, other.max);
            unfinished += other.unfinished;
            for (int i = 0; i < winners.length; i++) {
                winners[i] += other.winners[i];
            }
            for (int i = 0; i < reasons.length; i++) {
                reasons[i] += other.reasons[i];
            }
        }
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments,
                Set.of("--games", "--players", "--seed", "--threads", "--max-plies", "--ruleset"), Set.of());
        args.ruleset();
        args.expectPositional(0, 0);
        if (args.value("--games").isEmpty()) {
            throw new UsageException(Texts::usageGamesRequired);
        }
        int games = args.intValue("--games", 1, 1, Budgets.MAX_GAMES);
        int players = args.intValue("--players", 2, 2, 4);
        long seed = args.longValue("--seed", 1);
        int threads = args.intValue("--threads", Math.min(Runtime.getRuntime().availableProcessors(),
                Budgets.MAX_GAME_THREADS), 1, Budgets.MAX_GAME_THREADS);
        int maxPlies = args.intValue("--max-plies", 100_000, 1, Budgets.MAX_PLIES);
        Rules rules = PacruRules.of(args.ruleset());
        Position start = Position.initial(players);

        RandomBot policy = RandomBot.of(rules.ruleset(), seed, ROTATION_PROBABILITY);  // thread-safe
        Progress progress = new Progress(io, games);
        AtomicInteger next = new AtomicInteger();
        Stats total = new Stats();
        long t0 = System.nanoTime();
        int workers = Math.min(threads, games);
        try {
            List<Stats> perWorker = Workers.run(workers, () -> {
                Stats stats = new Stats();
                // Claim games while any are left; the counter never passes games by more than the workers.
                for (int g = next.getAndIncrement(); g >= 0 && g < games; g = next.getAndIncrement()) {
                    Playout game = policy.play(start, new SplittableRandom(gameSeed(seed, g)), maxPlies);
                    stats.add(game.plies(), game.outcome());
                    progress.gameDone();
                    if (g == games - 1) {
                        break;
                    }
                }
                return stats;
            }, "a self-play game");
            perWorker.forEach(total::add);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            io.err().println("pacru selfplay: " + Texts.interrupted(io.language()));
            return Main.BAD_INPUT;
        }
        double seconds = Math.max(1e-9, (System.nanoTime() - t0) / 1e9);
        progress.finish();

        long plies = total.plies;
        int min = total.min;
        int max = total.max;
        long unfinished = total.unfinished;
        PrintWriter out = io.out();
        Language lang = io.language();
        out.println(Texts.selfplayGames(lang, games, players, rules.ruleset().name(), seed, threads));
        out.println(Texts.selfplaySpeed(lang, String.format(Locale.ROOT, "%.1f", games / seconds),
                String.format(Locale.ROOT, "%.0f", plies / seconds), String.format(Locale.ROOT, "%.2f", seconds)));
        out.println(Texts.selfplayLength(lang, String.format(Locale.ROOT, "%.1f", (double) plies / games), min, max, plies));
        StringBuilder w = new StringBuilder();
        for (Player p : start.players()) {
            long n = total.winners[p.ordinal()];
            w.append(String.format(Locale.ROOT, " %s %d (%.1f%%)", p, n, 100.0 * n / games));
        }
        out.println(Texts.selfplayWinners(lang, w));
        StringBuilder r = new StringBuilder();
        for (WinReason reason : WinReason.values()) {
            r.append(' ').append(reason).append(' ').append(total.reasons[reason.ordinal()]);
        }
        out.println(Texts.selfplayReasons(lang, r));
        if (unfinished > 0) {
            out.println(Texts.selfplayUnfinished(lang, unfinished, maxPlies));
        }
        return Main.OK;
    }

    /**
     * The seed of game {@code g}: a mix of the run's seed and the game's index.
     *
     * @param seed the run's seed
     * @param game the game's index, from 0
     * @return the game's seed
     */
    static long gameSeed(long seed, int game) {
        return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (game + 1))).nextLong();
    }

    /** A progress bar on standard error, shown once a run lasts longer than a second. */
    private static final class Progress {
        private final Io io;
        private final int total;
        private final long start = System.nanoTime();
        private int done;
        private int shown = -1;
        private boolean drawn;

        Progress(Io io, int total) {
            this.io = io;
            this.total = total;
        }

        synchronized void gameDone() {
            done++;
            int percent = (int) (100L * done / total);
            if (percent != shown && System.nanoTime() - start > 1_000_000_000L) {
                shown = percent;
                drawn = true;
                int bar = percent * 30 / 100;
                io.err().print("\r[" + "#".repeat(bar) + ".".repeat(30 - bar) + "] " + Texts.progressGames(io.language(), done, total));
                io.err().flush();
            }
        }

        synchronized void finish() {
            if (drawn) {
                io.err().println();
            }
        }
    }
}
