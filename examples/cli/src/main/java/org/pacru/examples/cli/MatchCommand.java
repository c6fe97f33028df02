package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.Bot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.SearchResult;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Language;

/**
 * {@code pacru match}: computer players against each other over many games, with the seats
 * rotating between games so that no player keeps the first move; prints per player its wins, win
 * rate with a 95 % confidence interval (Wilson), the Elo difference in two-player games, the mean game
 * length, per player the markers it had on the board at the end of its games and at most during
 * them (means over its seats and games: whether it plays a real game, gaining markers), and the
 * MCTS players' playouts per second. The last line is machine-readable:
 * {@code result\t<spec>=<wins>\t…\tgames=<N>}.
 *
 * <p>Game {@code g} seats the players rotated by {@code g} places; each player of a game is created
 * with a seed of the run's seed, the game and the player, so the results (all but the speed) depend
 * on the seed only, not on the number of threads, when every budget is in iterations.
 *
 * <pre>{@code
 * pacru match --a mcts:1000 --b greedy --games 200 --seed 1 --threads 2
 * }</pre>
 */
public final class MatchCommand implements Command {
    private static final String[] SPEC_OPTIONS = {"--a", "--b", "--c", "--d"};

    /** Creates the command. */
    public MatchCommand() {
    }

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryMatch(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpMatch(lang, BotSpec.MAX_ITERATIONS, BotSpec.MAX_MILLIS, Budgets.MAX_GAMES,
                Budgets.MAX_GAME_THREADS, Budgets.MAX_PLIES) + "\n";
    }

    /** One game's result: the winning player's index, or -1 if unfinished. */
    private record GameResult(int winner, int plies, long[] playouts, long[] searchNanos, long[] endMarkers,
                              long[] peakMarkers, int[] seats) {
    }

    /**
     * The results of many games in constant memory, whatever their number: sums and counts, so
     * the workers' tallies merged in any order give the same totals.
     */
    private static final class Tally {
        final int[] wins;
        final long[] playouts;
        final long[] nanos;
        /** Per player, summed over its seats: the markers at the end, the most markers, the seats played. */
        final long[] endMarkers;
        final long[] peakMarkers;
        final long[] seats;
        long plies;
        int unfinished;

        Tally(int players) {
            wins = new int[players];
            playouts = new long[players];
            nanos = new long[players];
            endMarkers = new long[players];
            peakMarkers = new long[players];
            seats = new long[players];
        }

        void add(GameResult r) {
            plies += r.plies();
            if (r.winner() < 0) {
                unfinished++;
            } else {
                wins[r.winner()]++;
            }
            for (int i = 0; i < wins.length; i++) {
                playouts[i] += r.playouts()[i];
                nanos[i] += r.searchNanos()[i];
                endMarkers[i] += r.endMarkers()[i];
                peakMarkers[i] += r.peakMarkers()[i];
                seats[i] += r.seats()[i];
            }
        }

        void add(Tally other) {
            plies += other.plies;
            unfinished += other.unfinished;
            for (int i = 0; i < wins.length; i++) {
                wins[i] += other.wins[i];
                playouts[i] += other.playouts[i];
                nanos[i] += other.nanos[i];
                endMarkers[i] += other.endMarkers[i];
                peakMarkers[i] += other.peakMarkers[i];
                seats[i] += other.seats[i];
            }
        }
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--a", "--b", "--c", "--d", "--games", "--players", "--seed",
                "--threads", "--max-plies", "--ruleset"), Set.of());
        Ruleset ruleset = args.ruleset();
        args.expectPositional(0, 0);
        List<BotSpec> specs = new ArrayList<>();
        for (String option : SPEC_OPTIONS) {
            Optional<String> v = args.value(option);
            if (v.isPresent()) {
                if (specs.size() < List.of(SPEC_OPTIONS).indexOf(option)) {
                    String before = SPEC_OPTIONS[specs.size()];
                    throw new UsageException(lang -> Texts.usagePlayersBefore(lang, option, before));
                }
                specs.add(BotSpec.parse(option, v.get()));
            }
        }
        if (specs.size() < 2) {
            throw new UsageException(lang -> Texts.usageTwoPlayers(lang, BotSpec.FORMS));
        }
        if (args.value("--games").isEmpty()) {
            throw new UsageException(Texts::usageGamesRequired);
        }
        int games = args.intValue("--games", 1, 1, Budgets.MAX_GAMES);
        int players = args.intValue("--players", specs.size(), 2, 4);
        if (players < specs.size()) {
            int named = specs.size();
            throw new UsageException(lang -> Texts.usageSeats(lang, named, players));
        }
        long seed = args.longValue("--seed", 1);
        int threads = args.intValue("--threads", 1, 1, Budgets.MAX_GAME_THREADS);
        int maxPlies = args.intValue("--max-plies", 1000, 1, Budgets.MAX_PLIES);
        PacruRules rules = PacruRules.of(ruleset);

        PrintWriter out = io.out();
        Language lang = io.language();
        String names = null;
        for (int i = 0; i < specs.size(); i++) {
            String name = specs.get(i) + " (" + SPEC_OPTIONS[i].substring(2) + ")";
            names = names == null ? name : Texts.versus(lang, names, name);
        }
        out.println(Texts.matchTitle(lang, names));
        out.println("       " + Texts.matchSetup(lang, games, players, seatNames(specs.size(), players), ruleset.name(), seed,
                threads, maxPlies));
        out.flush();

        Tally total = new Tally(specs.size());
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        long t0 = System.nanoTime();
        int workers = Math.min(threads, games);
        try {
            List<Tally> perWorker = Workers.run(workers, () -> {
                Tally tally = new Tally(specs.size());
                for (int g = next.getAndIncrement(); g >= 0 && g < games; g = next.getAndIncrement()) {
                    tally.add(play(rules, specs, players, g, seed, maxPlies));
                    progress(io, done.incrementAndGet(), games);
                }
                return tally;
            }, "a match game");
            perWorker.forEach(total::add);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            io.err().println("pacru match: " + Texts.interrupted(io.language()));
            return Main.BAD_INPUT;
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (games >= 10) {
            io.err().println();
        }
        report(out, lang, specs, players, total, games, maxPlies, seconds);
        return Main.OK;
    }

    private static String seatNames(int specs, int players) {
        StringBuilder sb = new StringBuilder();
        for (int seat = 0; seat < players; seat++) {
            sb.append(SPEC_OPTIONS[Math.min(seat, specs - 1)].charAt(2));
        }
        return sb.toString();
    }

    /** Game g: seat i is played by player {@code base[(i + g) % players]}, the base seating a, b, …, last repeated. */
    private static GameResult play(PacruRules rules, List<BotSpec> specs, int players, int g, long seed, int maxPlies) {
        long gameSeed = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (g + 1))).nextLong();
        Bot[] bots = new Bot[specs.size()];
        for (int i = 0; i < bots.length; i++) {
            bots[i] = specs.get(i).create(rules.ruleset(), gameSeed + 0x632BE59BD9B4E019L * (i + 1));
        }
        int[] seatOf = new int[players];
        for (int seat = 0; seat < players; seat++) {
            seatOf[seat] = Math.min((seat + g) % players, specs.size() - 1);
        }
        long[] playouts = new long[specs.size()];
        long[] nanos = new long[specs.size()];
        Position p = Position.initial(players);
        int[] peak = new int[players];
        int plies = 0;
        while (rules.outcome(p).isEmpty() && plies < maxPlies) {
            int who = seatOf[p.toMove().number() - 1];
            Bot bot = bots[who];
            Action a;
            if (bot instanceof MctsBot mctsBot) {
                SearchResult r = mctsBot.search(p);
                playouts[who] += r.playouts();
                nanos[who] += r.elapsed().toNanos();
                a = r.action();
            } else {
                a = bot.choose(p);
            }
            p = rules.apply(p, a).after();
            plies++;
            for (int seat = 0; seat < players; seat++) {
                peak[seat] = Math.max(peak[seat], p.markerCount(Player.ofNumber(seat + 1)));
            }
        }
        long[] endMarkers = new long[specs.size()];
        long[] peakMarkers = new long[specs.size()];
        int[] seats = new int[specs.size()];
        for (int seat = 0; seat < players; seat++) {
            endMarkers[seatOf[seat]] += p.markerCount(Player.ofNumber(seat + 1));
            peakMarkers[seatOf[seat]] += peak[seat];
            seats[seatOf[seat]]++;
        }
        Optional<Outcome> outcome = rules.outcome(p);
        int winner = outcome.map(o -> seatOf[o.winner().number() - 1]).orElse(-1);
        return new GameResult(winner, plies, playouts, nanos, endMarkers, peakMarkers, seats);
    }

    private static synchronized void progress(Io io, int done, int games) {
        if (games >= 10 && (done * 10 / games) != ((done - 1) * 10 / games)) {
            io.err().print("\r" + Texts.progressGames(io.language(), done, games));
            io.err().flush();
        }
    }

    private static void report(PrintWriter out, Language lang, List<BotSpec> specs, int players, Tally total, int games,
                               int maxPlies, double seconds) {
        int n = specs.size();
        int[] wins = total.wins;
        long[] playouts = total.playouts;
        long[] nanos = total.nanos;
        long plies = total.plies;
        int unfinished = total.unfinished;
        for (int i = 0; i < n; i++) {
            double[] ci = wilson(wins[i], games);
            String speed = specs.get(i).kind() == BotSpec.Kind.MCTS && nanos[i] > 0
                    ? Texts.matchPlayouts(lang, String.format(Locale.ROOT, "%,.0f", playouts[i] * 1e9 / nanos[i])) : "";
            out.println(Texts.matchRow(lang, SPEC_OPTIONS[i].substring(2), String.format(Locale.ROOT, "%-14s", specs.get(i)),
                    String.format(Locale.ROOT, "%6d", wins[i]), games, String.format(Locale.ROOT, "%5.1f", 100.0 * wins[i] / games),
                    String.format(Locale.ROOT, "%.1f", 100 * ci[0]), String.format(Locale.ROOT, "%.1f", 100 * ci[1]), speed)
                    .stripTrailing());
        }
        for (int i = 0; i < n; i++) {
            long s = Math.max(1, total.seats[i]);
            out.println(Texts.matchMarkers(lang, SPEC_OPTIONS[i].substring(2), String.format(Locale.ROOT, "%-14s", specs.get(i)),
                    String.format(Locale.ROOT, "%.1f", (double) total.endMarkers[i] / s),
                    String.format(Locale.ROOT, "%.1f", (double) total.peakMarkers[i] / s)));
        }
        if (n == 2 && players == 2) {
            out.println(elo(wins[0], wins[1], lang));
        }
        out.println(Texts.matchSummary(lang, String.format(Locale.ROOT, "%.1f", (double) plies / games), unfinished, maxPlies,
                String.format(Locale.ROOT, "%.1f", seconds)));
        StringBuilder last = new StringBuilder("result");
        for (int i = 0; i < n; i++) {
            last.append('\t').append(specs.get(i)).append('=').append(wins[i]);
        }
        out.println(last.append("\tgames=").append(games));
    }

    /** The Wilson score interval (95 %) of a proportion. */
    static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959964;
        double p = (double) k / n;
        double d = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / d;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The Elo difference of a over b from their decided games, with the Wilson interval's bounds. */
    static String elo(int a, int b, Language lang) {
        int n = a + b;
        if (n == 0) {
            return Texts.matchEloUnknown(lang);
        }
        double[] ci = wilson(a, n);
        return Texts.matchElo(lang, eloText((double) a / n), eloText(ci[0]), eloText(ci[1]), n);
    }

    private static String eloText(double score) {
        if (score <= 1e-12) {
            return "-inf";
        }
        if (score >= 1 - 1e-12) {
            return "+inf";
        }
        return String.format(Locale.ROOT, "%+.0f", 400 * Math.log10(score / (1 - score)));
    }
}
