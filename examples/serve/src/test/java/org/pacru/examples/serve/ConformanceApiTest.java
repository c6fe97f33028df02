package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.ConformanceVectors.rows;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance vectors (pacru-core/src/test/resources/conformance) through the HTTP API, for
 * both rulesets: {@code legal} gives every fully specified legal move and the rotation count of
 * each position, {@code apply} the position after each action and the result.
 */
class ConformanceApiTest {
    @RegisterExtension
    static final DefaultServer SERVER = new DefaultServer();

    @ParameterizedTest(name = "legal, {0}")
    @MethodSource("org.pacru.examples.ConformanceVectors#rulesets")
    @DisplayName("legal: the moves and the rotation count of every position of legal-<ruleset>.tsv")
    void legalMatchesConformance(String ruleset) throws IOException {
        for (String[] r : rows("legal-" + ruleset + ".tsv")) {
            JsonNode j = SERVER.client().post("legal", ApiClient.json("position", r[0], "ruleset", ruleset)).json();
            List<String> moves = new ArrayList<>();
            j.get("moves").forEach(m -> moves.add(m.asText()));
            assertThat(String.join(" ", moves)).as(r[0]).isEqualTo(r[1]);
            assertThat(j.get("rotationCount").asText()).as(r[0]).isEqualTo(r[2]);
        }
    }

    @ParameterizedTest(name = "apply, {1}: {0}")
    @MethodSource("org.pacru.examples.ConformanceVectors#playFiles")
    @DisplayName("apply: the position after each action and the result, as play-*.tsv and target-*.tsv give")
    void applyMatchesConformance(String file, String ruleset) throws IOException {
        // Two requests at a time (the server is concurrent; each row is independent).
        rows(file).parallelStream().forEach(r -> {
            JsonNode j = SERVER.client().post("apply", ApiClient.json("position", r[0], "action", r[1], "ruleset", ruleset))
                    .json();
            assertThat(j.get("position").asText()).as("%s %s: %s", r[0], r[1], j).isEqualTo(r[2]);
            JsonNode o = j.get("outcome");
            String result = o.isNull() ? "*" : o.get("winner").asText() + " " + o.get("reason").asText();
            assertThat(result).as("%s %s", r[0], r[1]).isEqualTo(r[3]);
        });
    }
}
