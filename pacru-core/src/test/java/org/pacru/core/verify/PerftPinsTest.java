package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.NaivePerft;
import org.pacru.reference.NaiveRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.rules.Ruleset;

/**
 * Perft counts pinned in {@code src/test/resources/perft/<ruleset>.perft} (shakmaty's format:
 * {@code id}, {@code position}, then {@code perft <depth> <nodes>} lines). Every count was
 * computed by both the engine and the naive reference engine before it was pinned. The normal
 * build checks each count up to a node limit per engine, like shakmaty's perft tests.
 */
class PerftPinsTest {

    /**
     * Counts above these limits are skipped in the normal build; raise them to check everything,
     * e.g. {@code mvn -B -o -pl pacru-core -am test -Dtest=PerftPinsTest -Dsurefire.failIfNoSpecifiedTests=false
     * -Dpacru.perft.nodes=200000000 -Dpacru.perft.naiveNodes=200000000}.
     */
    private static final long ENGINE_NODE_LIMIT = Long.getLong("pacru.perft.nodes", 3_000_000);
    private static final long NAIVE_NODE_LIMIT = Long.getLong("pacru.perft.naiveNodes", 20_000);

    record Case(String ruleset, String id, String position, int depth, long nodes) {
        @Override
        public String toString() {
            return ruleset + " " + id + " perft " + depth;
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        for (String ruleset : List.of("standard", "abstractplay")) {
            String resource = "/perft/" + ruleset + ".perft";
            try (InputStream in = Objects.requireNonNull(PerftPinsTest.class.getResourceAsStream(resource), resource);
                 BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String id = null;
                String position = null;
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    line = line.strip();
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    int space = line.indexOf(' ');
                    String key = line.substring(0, space);
                    String value = line.substring(space + 1).strip();
                    switch (key) {
                        case "id" -> {
                            id = value;
                            position = null;
                        }
                        case "position" -> position = value;
                        case "perft" -> {
                            String[] dn = value.split(" ");
                            out.add(new Case(ruleset, id, Objects.requireNonNull(position, "position of " + id),
                                    Integer.parseInt(dn[0]), Long.parseLong(dn[1])));
                        }
                        default -> throw new IllegalStateException(resource + ": unknown key " + key);
                    }
                }
            }
        }
        return out;
    }

    static Stream<Arguments> engineCases() throws IOException {
        return cases().stream().filter(c -> c.nodes() <= ENGINE_NODE_LIMIT).map(Arguments::of);
    }

    static Stream<Arguments> naiveCases() throws IOException {
        return cases().stream().filter(c -> c.nodes() <= NAIVE_NODE_LIMIT).map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engineCases")
    @DisplayName("engine perft matches the pinned counts")
    void enginePerft(Case c) {
        Position p = ReferenceNotation.position(c.position());
        assertThat(Perft.perft(PacruRules.of(Ruleset.parse(c.ruleset())), p, c.depth())).isEqualTo(c.nodes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("naiveCases")
    @DisplayName("naive reference perft matches the pinned counts")
    void naivePerft(Case c) {
        Position p = ReferenceNotation.position(c.position());
        assertThat(NaivePerft.perft(new NaiveRules(Ruleset.parse(c.ruleset())), p, c.depth())).isEqualTo(c.nodes());
    }

    @org.junit.jupiter.api.Test
    @DisplayName("the perft files cover the start layouts of R1.6 to depth 4 at least, in both rulesets")
    void filesCoverTheStartLayouts() throws IOException {
        List<Case> all = cases();
        for (String ruleset : List.of("standard", "abstractplay")) {
            for (org.pacru.board.Layout l : org.pacru.board.Layout.values()) {
                String start = ReferenceNotation.format(l.position());
                assertThat(all).as("%s %s", ruleset, l)
                        .anyMatch(c -> c.ruleset().equals(ruleset) && c.position().equals(start) && c.depth() >= 4);
            }
        }
    }
}
