package org.pacru.js;

import org.pacru.examples.api.JsonReader;
import org.pacru.examples.api.JsonWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the JVM answers through {@link Exports}, line for line, for the Node tests to compare the
 * WebAssembly and JavaScript builds with: every conformance line, and seeded games. The Node tests
 * (src/test/node) compute the same lines with the same calls, in the same way.
 */
final class Expectations {
    /** The seeded games played: random and greedy players, 2 to 4 players, both rulesets. */
    static final int GAMES = 200;
    /** The plies of one seeded game at most. */
    static final int MAX_PLIES = 150;
    /** The player of the MCTS comparisons. */
    static final String MCTS = "mcts:2000";

    private Expectations() {
    }

    static Path conformanceDir() {
        return Path.of(System.getProperty("pacru.conformance.dir", "../pacru-core/src/test/resources/conformance"));
    }

    /** The vector files, sorted by name. */
    static List<Path> vectorFiles() throws IOException {
        try (Stream<Path> files = Files.list(conformanceDir())) {
            return files.filter(f -> f.getFileName().toString().endsWith(".tsv")).sorted().collect(Collectors.toList());
        }
    }

    /** The ruleset of a vector file: {@code legal-standard.tsv} is {@code standard}. */
    static String ruleset(Path file) {
        String name = file.getFileName().toString();
        return name.substring(name.indexOf('-') + 1, name.lastIndexOf('.'));
    }

    /**
     * The computed columns of one vector line: for {@code legal-*} the sorted legal moves and the
     * rotation count, for {@code play-*} and {@code target-*} the position after the move and the
     * outcome ({@code *} while the game goes on), tab-separated as in the file.
     */
    static String answer(Path file, String line) {
        String[] cols = line.split("\t", -1);
        String ruleset = ruleset(file);
        if (file.getFileName().toString().startsWith("legal-")) {
            Map<String, Object> a = call("legal", Map.of("position", cols[0], "ruleset", ruleset));
            return String.join(" ", strings(a.get("moves"))) + "\t" + a.get("rotationCount");
        }
        Map<String, Object> a = call("apply", Map.of("position", cols[0], "action", cols[1], "ruleset", ruleset));
        return a.get("position") + "\t" + outcome(a.get("outcome"));
    }

    /** The columns a vector line expects, as {@link #answer} computes them. */
    static String expected(Path file, String line) {
        String[] cols = line.split("\t", -1);
        return file.getFileName().toString().startsWith("legal-") ? cols[1] + "\t" + cols[2] : cols[2] + "\t" + cols[3];
    }

    /**
     * One seeded game, as one line: its number, every action, the final position and the
     * outcome. Game {@code g}: {@code 2 + g % 3} players, {@code standard} for even g and
     * {@code abstractplay} for odd; each ply is a {@code move} of the {@code random} player with seed
     * {@code g * 1000 + ply}, every seventh ply the {@code greedy} player's; at most
     * {@link #MAX_PLIES} plies.
     */
    static String game(int g) {
        String ruleset = g % 2 == 0 ? "standard" : "abstractplay";
        Map<String, Object> state = call("legal", Map.of("players", (long) (2 + g % 3), "ruleset", ruleset));
        String position = (String) state.get("position");
        Object outcome = null;
        List<String> actions = new ArrayList<>();
        for (int ply = 0; ply < MAX_PLIES && outcome == null; ply++) {
            String player = ply % 7 == 6 ? "greedy" : "random";
            Map<String, Object> move = call("move", Map.of("position", position, "ruleset", ruleset,
                    "player", player, "seed", (long) g * 1000 + ply));
            actions.add((String) move.get("action"));
            position = (String) move.get("position");
            outcome = move.get("outcome");
        }
        return g + "\t" + String.join(" ", actions) + "\t" + position + "\t" + outcome(outcome);
    }

    /** Writes the JVM's lines for the Node tests: {@code conformance.tsv} and {@code games.tsv}. */
    static void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<String> conformance = new ArrayList<>();
        for (Path file : vectorFiles()) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).isBlank()) {
                    conformance.add(file.getFileName() + "\t" + (i + 1) + "\t" + answer(file, lines.get(i)));
                }
            }
        }
        Files.write(dir.resolve("conformance.tsv"), conformance, StandardCharsets.UTF_8);
        List<String> games = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            games.add(game(g));
        }
        Files.write(dir.resolve("games.tsv"), games, StandardCharsets.UTF_8);
        List<String> mcts = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            mcts.add(players + "\t" + mcts(players));
        }
        Files.write(dir.resolve("mcts.tsv"), mcts, StandardCharsets.UTF_8);
    }

    /** The choice of a {@value #MCTS} search with seed 11 from the start position of 2, 3 or 4 players. */
    static String mcts(int players) {
        return (String) call("move", Map.of("players", (long) players, "player", MCTS, "seed", 11L)).get("action");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> call(String name, Map<String, Object> request) {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(Exports.call(name, JsonWriter.write(request)));
        if (answer.containsKey("error")) {
            throw new AssertionError(name + " " + JsonWriter.write(request) + ": " + JsonWriter.write(answer));
        }
        return answer;
    }

    private static List<String> strings(Object list) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<?>) list) {
            out.add((String) o);
        }
        return out;
    }

    private static String outcome(Object outcome) {
        if (outcome == null) {
            return "*";
        }
        Map<?, ?> o = (Map<?, ?>) outcome;
        return o.get("winner") + " " + o.get("reason");
    }
}
