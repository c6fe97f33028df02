package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.pacru.examples.api.Api;
import org.pacru.js.Exports;

/**
 * The npm package's answers are the server's (docs/API.md is the contract): for the same request,
 * the package's one exported function ({@code org.pacru.js.Exports.call}, the code the WebAssembly
 * and JavaScript builds run; NodeTest shows they answer as it does on the JVM) and
 * {@code pacru serve} over HTTP give equal JSON for every call the package has, errors included,
 * but for a search's measured time. Both answer with the one API module
 * ({@code org.pacru.examples.api}); what this holds is that neither front (the package's settings
 * and entry, the server's HTTP reading, its settings and its writing) changes an answer, but
 * for the words of a budget refused, which name the front whose cap it is.
 */
class ServerContractTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    @RegisterExtension
    static final DefaultServer SERVER = new DefaultServer();
    private static final List<String[]> PLAYS = new ArrayList<>();
    private static final List<String> POSITIONS = new ArrayList<>();

    @BeforeAll
    static void readVectors() throws Exception {
        Path dir = Path.of(System.getProperty("pacru.root", "../..")).resolve("pacru-core/src/test/resources/conformance");
        for (String line : Files.readAllLines(dir.resolve("legal-standard.tsv"), StandardCharsets.UTF_8)) {
            POSITIONS.add(line.split("\t")[0]);
        }
        List<String> plays = Files.readAllLines(dir.resolve("play-standard.tsv"), StandardCharsets.UTF_8);
        for (int i = 0; i < plays.size(); i += 10) {
            PLAYS.add(plays.get(i).split("\t"));
        }
    }

    /** The server's answer over HTTP ({@code svg} asked for in its JSON form, {@code "json": true}). */
    private static JsonNode server(String endpoint, String body) throws IOException {
        String sent = body;
        if (endpoint.equals("svg")) {
            ObjectNode withJson = (ObjectNode) MAPPER.readTree(body);
            withJson.put("json", true);
            sent = withJson.toString();
        }
        return SERVER.client().post(endpoint, sent).json();
    }

    private static JsonNode pack(String call, String body) throws IOException {
        return MAPPER.readTree(Exports.call(call, body));
    }

    private static String body(String... keysAndValues) {
        ObjectNode o = MAPPER.createObjectNode();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            o.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return o.toString();
    }

    @Test
    @DisplayName("legal: the same answer for every position of the vectors, both rulesets, and the starts")
    void legal() throws Exception {
        int n = 0;
        for (String p : POSITIONS) {
            for (String ruleset : List.of("standard", "abstractplay")) {
                String body = body("position", p, "ruleset", ruleset);
                assertThat(pack("legal", body)).as(body).isEqualTo(server("legal", body));
                n++;
            }
        }
        for (String body : List.of("{}", "{\"players\":3}", "{\"players\":4,\"ruleset\":\"ABSTRACTPLAY\"}")) {
            assertThat(pack("legal", body)).as(body).isEqualTo(server("legal", body));
        }
        assertThat(n).isEqualTo(2 * POSITIONS.size()).isGreaterThan(300);
    }

    @Test
    @DisplayName("check: the same verdict and violation for played moves and for moves played from the wrong position")
    void check() throws Exception {
        int illegal = 0;
        for (int i = 0; i < PLAYS.size(); i++) {
            String[] play = PLAYS.get(i);
            for (String body : List.of(body("position", play[0], "action", play[1]),
                    body("position", play[2], "action", play[1]),
                    body("position", PLAYS.get((i + 1) % PLAYS.size())[0], "action", play[1]))) {
                JsonNode answer = pack("check", body);
                assertThat(answer).as(body).isEqualTo(server("check", body));
                illegal += answer.path("legal").asBoolean() ? 0 : 1;
            }
        }
        assertThat(illegal).isGreaterThan(PLAYS.size());
    }

    @Test
    @DisplayName("lang: the same Spanish and Japanese sentences (violations, facts, events), and the same note for an unknown language")
    void languages() throws Exception {
        int translated = 0;
        for (int i = 0; i < PLAYS.size(); i += 3) {
            String[] play = PLAYS.get(i);
            for (String lang : List.of("es", "ja-JP", "de")) {
                for (String body : List.of(body("position", play[0], "action", play[1], "lang", lang),
                        body("position", play[2], "action", play[1], "lang", lang))) {
                    for (String call : List.of("check", "apply", "explain")) {
                        JsonNode answer = pack(call, body);
                        assertThat(answer).as(call + " " + body).isEqualTo(server(call, body));
                        translated += answer.toString().matches(".*[\\u3040-\\u30ff\\u4e00-\\u9fff].*") ? 1 : 0;
                    }
                }
            }
        }
        assertThat(translated).as("answers with Japanese sentences").isGreaterThan(PLAYS.size() / 3);
        JsonNode unknown = pack("check", body("position", PLAYS.get(0)[0], "action", PLAYS.get(0)[1], "lang", "de"));
        assertThat(unknown.at("/lang/requested").asText()).isEqualTo("de");
    }

    @Test
    @DisplayName("apply and explain: the same position, events, outcome, verdict and facts for played and misplayed moves")
    void applyAndExplain() throws Exception {
        int illegal = 0;
        for (int i = 0; i < PLAYS.size(); i++) {
            String[] play = PLAYS.get(i);
            for (String body : List.of(body("position", play[0], "action", play[1]), body("position", play[2], "action", play[1]))) {
                JsonNode applied = pack("apply", body);
                assertThat(applied).as(body).isEqualTo(server("apply", body));
                assertThat(pack("explain", body)).as(body).isEqualTo(server("explain", body));
                illegal += applied.has("error") ? 1 : 0;
            }
        }
        assertThat(illegal).isGreaterThan(PLAYS.size() / 2);
    }

    @Test
    @DisplayName("move and analyse: the same choice, search statistics and position after it for seeded random, greedy and mcts players")
    void moveAndAnalyse() throws Exception {
        for (int i = 0; i < PLAYS.size(); i += 7) {
            String position = MAPPER.writeValueAsString(PLAYS.get(i)[0]);
            for (String player : List.of("random", "greedy", "mcts:50")) {
                String body = "{\"position\":" + position + ",\"player\":\"" + player + "\",\"seed\":" + i + "}";
                assertThat(withoutTime(pack("move", body))).as(body).isEqualTo(withoutTime(server("move", body)));
            }
            String body = "{\"position\":" + position + ",\"iterations\":40,\"seed\":" + i + "}";
            assertThat(withoutTime(pack("analyse", body))).as(body).isEqualTo(withoutTime(server("analyse", body)));
        }
    }

    /** An answer with its search's measured time set to 0. */
    private static JsonNode withoutTime(JsonNode answer) {
        JsonNode search = answer.has("search") ? answer.get("search") : answer;
        if (search.has("millis")) {
            ((ObjectNode) search).put("millis", 0);
        }
        return answer;
    }

    @Test
    @DisplayName("build: the same steps along walks through the builder's own next steps, and the same dead ends")
    void build() throws Exception {
        int answers = 0;
        for (int i = 0; i < PLAYS.size(); i += 5) {
            String position = MAPPER.writeValueAsString(PLAYS.get(i)[0]);
            List<String> steps = new ArrayList<>();
            for (int depth = 0; depth < 5; depth++) {
                String body = "{\"position\":" + position + ",\"steps\":" + MAPPER.writeValueAsString(steps) + "}";
                JsonNode pack = pack("build", body);
                assertThat(pack).as(body).isEqualTo(server("build", body));
                answers++;
                JsonNode next = pack.get("next");
                if (next == null || next.isEmpty()) {
                    break;
                }
                steps.add(next.get((i + depth) % next.size()).get("text").asText());
            }
        }
        for (String steps : List.of("[\"e1\",\"e3\"]", "[\"q9\"]", "[\"a3\",\"-b4\",\"zz\"]", "[\"a3\",\"-b4\",\"c6\",\"d7\"]",
                "[\" A3 \",\"-B4\"]", "[\"a3\",\"b4\"]", "[\"e1\",\">ne\"]", "[\"e1\",\"x\"]")) {
            String body = "{\"steps\":" + steps + "}";
            assertThat(pack("build", body)).as(body).isEqualTo(server("build", body));
        }
        assertThat(answers).isGreaterThan(PLAYS.size() / 5);
    }

    @Test
    @DisplayName("replay and record: the same game for seeded games as actions and as their game records, the same record of their trees, and the same first illegal action")
    void replay() throws Exception {
        int refused = 0;
        for (int g = 0; g < 12; g++) {
            String players = String.valueOf(2 + g % 3);
            List<String> actions = new ArrayList<>();
            String position = null;
            for (int ply = 0; ply < 40 + 10 * g; ply++) {
                String body = "{\"players\":" + players + (position == null ? "" : ",\"position\":" + MAPPER.writeValueAsString(position))
                        + ",\"player\":\"random\",\"seed\":" + (g * 100 + ply) + "}";
                JsonNode move = pack("move", body);
                if (move.has("error")) {
                    break;
                }
                actions.add(move.get("action").asText());
                position = move.get("position").asText();
            }
            String body = "{\"players\":" + players + ",\"actions\":" + MAPPER.writeValueAsString(actions) + "}";
            JsonNode game = pack("replay", body);
            assertThat(game).as(body).isEqualTo(server("replay", body));
            assertThat(game.get("plies").size()).isEqualTo(actions.size());
            String record = "{\"record\":" + MAPPER.writeValueAsString(game.get("record").asText()) + "}";
            assertThat(pack("replay", record)).as(record).isEqualTo(server("replay", record)).isEqualTo(game);
            // The game's tree (its plain main line) written back as a record: the same record, from both.
            String tree = "{\"players\":" + players + ",\"tree\":" + game.get("tree") + "}";
            JsonNode written = pack("record", tree);
            assertThat(written).as(tree).isEqualTo(server("record", tree));
            assertThat(written.get("record").asText()).isEqualTo(game.get("record").asText());
            List<String> broken = new ArrayList<>(actions);
            broken.set(actions.size() / 2, actions.get(actions.size() / 2 - 1));
            String illegal = "{\"players\":" + players + ",\"actions\":" + MAPPER.writeValueAsString(broken) + "}";
            JsonNode illegalAnswer = pack("replay", illegal);
            assertThat(illegalAnswer).as(illegal).isEqualTo(server("replay", illegal));
            refused += illegalAnswer.has("error") ? 1 : 0;
            String tampered = "{\"record\":" + MAPPER.writeValueAsString(game.get("record").asText()
                    .replace(" " + actions.get(3) + " ", " " + actions.get(2) + " ")) + "}";
            JsonNode tamperedAnswer = pack("replay", tampered);
            assertThat(tamperedAnswer).as(tampered).isEqualTo(server("replay", tampered));
            refused += tamperedAnswer.has("error") ? 1 : 0;
        }
        assertThat(refused).as("replays refused with the first illegal action").isGreaterThan(12);
        for (String body : List.of("{}", "{\"actions\":[]}", "{\"actions\":[\"e1-e2\",\"x\"]}", "{\"actions\":\"e1-e2\"}",
                "{\"record\":\"\"}", "{\"record\":5}", "{\"record\":\"[Players \\\"2\\\"] e1-e2 q\"}")) {
            assertThat(pack("replay", body)).as(body).isEqualTo(server("replay", body));
        }
    }

    @Test
    @DisplayName("replay of an Abstract Play move list: the same game for each seeded game's own list, and the same refusal of a broken one")
    void replayAbstractPlay() throws Exception {
        int games = 0;
        for (int g = 0; g < 8; g++) {
            String players = String.valueOf(2 + g % 3);
            List<String> actions = new ArrayList<>();
            String position = null;
            for (int ply = 0; ply < 60 + 20 * g; ply++) {
                String body = "{\"players\":" + players + (position == null ? "" : ",\"position\":" + MAPPER.writeValueAsString(position))
                        + ",\"player\":\"random\",\"seed\":" + (g * 1000 + ply) + "}";
                JsonNode move = pack("move", body);
                if (move.has("error")) {
                    break;
                }
                actions.add(move.get("action").asText());
                position = move.get("position").asText();
            }
            String ruleset = g % 2 == 0 ? "standard" : "abstractplay";
            String body = "{\"players\":" + players + ",\"ruleset\":\"" + ruleset + "\",\"actions\":" + MAPPER.writeValueAsString(actions) + "}";
            JsonNode game = pack("replay", body);
            if (game.has("error")) {
                continue;
            }
            String list = "{\"players\":" + players + ",\"ruleset\":\"" + ruleset + "\",\"abstractplay\":"
                    + MAPPER.writeValueAsString(game.get("abstractplay")) + "}";
            assertThat(pack("replay", list)).as(list).isEqualTo(server("replay", list));
            games++;
            List<String> broken = new ArrayList<>();
            game.get("abstractplay").forEach(m -> broken.add(m.asText()));
            broken.set(broken.size() / 2, broken.get(broken.size() / 2 - 1));
            String illegal = "{\"players\":" + players + ",\"abstractplay\":" + MAPPER.writeValueAsString(broken) + "}";
            assertThat(pack("replay", illegal)).as(illegal).isEqualTo(server("replay", illegal));
        }
        assertThat(games).isGreaterThan(4);
        for (String body : List.of("{\"abstractplay\":[]}", "{\"abstractplay\":[\"e1-e2\",\"pass\"]}",
                "{\"abstractplay\":[\"q\"]}", "{\"abstractplay\":\"e1-e2\"}", "{\"abstractplay\":[7]}")) {
            assertThat(pack("replay", body)).as(body).isEqualTo(server("replay", body));
        }
    }

    @Test
    @DisplayName("svg: the same picture (as the server's JSON form) for positions of the vectors, with marks, highlights, a finished game's caption, and bad fields")
    void svg() throws Exception {
        for (int i = 0; i < PLAYS.size(); i += 11) {
            String position = MAPPER.writeValueAsString(PLAYS.get(i)[0]);
            for (String extra : List.of("", ",\"interactive\":true", ",\"marks\":{\"e5\":\"target\",\"A1\":\"capture\"},\"interactive\":true",
                    ",\"highlight\":[\"e1\",\"e9\"]")) {
                String body = "{\"position\":" + position + extra + "}";
                assertThat(pack("svg", body)).as(body).isEqualTo(server("svg", body));
            }
        }
        for (String body : List.of("{}", "{\"players\":4,\"interactive\":true}",
                "{\"position\":" + MAPPER.writeValueAsString(wonPosition()) + "}",
                "{\"highlight\":[\"z9\"]}", "{\"highlight\":\"e1\"}", "{\"marks\":{\"e1\":3}}", "{\"marks\":{\"j1\":\"target\"}}")) {
            assertThat(pack("svg", body)).as(body).isEqualTo(server("svg", body));
        }
    }

    @Test
    @DisplayName("setup: the same position or the same problems with their rule IDs, and the same refusals of bad parts")
    void setup() throws Exception {
        for (String body : List.of("{}", "{\"players\":3,\"toMove\":\"c\",\"chevrons\":{\"e5\":\"AN\",\"e6\":\"BS\",\"a1\":\"Cne\"}}",
                "{\"players\":2,\"chevrons\":{\"e5\":\"CN\",\"a1\":\"AN\",\"i9\":\"BS\"},\"markers\":{\"a1\":\"a\"}}",
                "{\"players\":5}", "{\"players\":1}", "{\"players\":10}", "{\"toMove\":\"E\"}",
                "{\"chevrons\":{\"e5\":\"A\"}}", "{\"chevrons\":{\"e5\":\"AX\"}}", "{\"chevrons\":{\"z5\":\"AN\"}}",
                "{\"chevrons\":{\"e5\":\"AN\",\"e6\":\"BS\"},\"markers\":{\"e5\":\"b\",\"d4\":\"q\"}}",
                "{\"chevrons\":{\"e5\":\"AN\",\"e6\":\"BS\"},\"markers\":{\"e5\":\"b\"},\"ruleset\":\"abstractplay\"}")) {
            assertThat(pack("setup", body)).as(body).isEqualTo(server("setup", body));
        }
    }

    @Test
    @DisplayName("info: the same computer strengths, default and rulesets; the package's calls are the server's endpoints; the same iteration cap, and the package's own time cap")
    void info() throws Exception {
        JsonNode pack = pack("info", "{}");
        JsonNode server = server("info", "{}");
        for (String field : List.of("endpoints", "computerPlayers", "defaultComputer", "rulesets")) {
            assertThat(pack.get(field)).as(field).isEqualTo(server.get(field));
        }
        assertThat(names(pack)).isEqualTo(names(server));
        assertThat(pack.get("limits").get("maxIterations")).as("maxIterations").isEqualTo(server.get("limits").get("maxIterations"));
        // The package has no worker pool to protect: its searches may ask up to Api.PACKAGE_MAX_MILLIS
        // (the JavaScript build needs more than the server's cap for the default search on a slow
        // machine), and every one of them stops there.
        assertThat(pack.get("limits").get("maxMillis").asLong()).as("maxMillis").isEqualTo(Api.PACKAGE_MAX_MILLIS);
        assertThat(server.get("limits").get("maxMillis").asLong()).as("maxMillis").isLessThanOrEqualTo(Api.PACKAGE_MAX_MILLIS);
    }

    @Test
    @DisplayName("errors: the same status, code, message and details for bad notation and bad fields, a budget's message naming its front; malformed JSON by code and offset field")
    void errors() throws Exception {
        List<String[]> cases = List.of(
                new String[] {"legal", "{\"position\":\"4.BS3.ASW/9\"}"},
                new String[] {"legal", "{\"position\":\"9/9/9/9/9/9/9/9/9 C 2\"}"},
                new String[] {"legal", "{\"position\":5}"},
                new String[] {"legal", "{\"players\":5}"},
                new String[] {"legal", "{\"players\":\"2\"}"},
                new String[] {"legal", "{\"ruleset\":\"Chess\"}"},
                new String[] {"check", "{}"},
                new String[] {"check", "{\"action\":\"e1-\"}"},
                new String[] {"check", "{\"action\":7}"},
                new String[] {"apply", "{\"action\":\"e1-e3\"}"},
                new String[] {"move", "{\"player\":\"chess\"}"},
                new String[] {"move", "{\"player\":\"random\",\"seed\":1.5}"},
                new String[] {"move", "{\"player\":\"mcts:x\"}"},
                new String[] {"analyse", "{\"iterations\":\"2001\"}"},
                new String[] {"build", "{\"steps\":\"e1\"}"},
                new String[] {"build", "{\"steps\":[1]}"},
                new String[] {"explain", "{\"action\":\"e1-e9-\"}"},
                new String[] {"move", "{\"position\":" + MAPPER.writeValueAsString(wonPosition()) + "}"},
                new String[] {"analyse", "{\"position\":" + MAPPER.writeValueAsString(wonPosition()) + "}"});
        for (String[] c : cases) {
            JsonNode pack = pack(c[0], c[1]);
            assertThat(pack.has("error")).as(c[1]).isTrue();
            assertThat(pack).as(c[0] + " " + c[1]).isEqualTo(server(c[0], c[1]));
        }
        // A budget over the cap: the same error but for the words naming the front whose cap it is.
        for (String[] c : List.of(new String[] {"move", "{\"player\":\"mcts:20001\"}"},
                new String[] {"analyse", "{\"iterations\":-1}"}, new String[] {"analyse", "{\"iterations\":20001}"})) {
            ObjectNode pack = (ObjectNode) pack(c[0], c[1]).get("error");
            ObjectNode server = (ObjectNode) server(c[0], c[1]).get("error");
            assertThat(pack.get("code").asText()).as(c[1]).isEqualTo("budget-over-limit");
            assertThat(pack.get("message").asText()).as(c[1]).contains("this package allows").endsWith(" per call");
            assertThat(server.get("message").asText()).as(c[1]).contains("the server allows").endsWith(" per request");
            assertThat(pack.get("message").asText().replace("this package allows", "the server allows")
                    .replace(" per call", " per request")).as(c[1]).isEqualTo(server.get("message").asText());
            pack.remove("message");
            server.remove("message");
            assertThat(pack).as(c[0] + " " + c[1]).isEqualTo(server);
        }
        for (String malformed : List.of("{\"position\":", "[1]", "{\"a\":1,}")) {
            JsonNode pack = pack("legal", malformed).get("error");
            JsonNode server = server("legal", malformed).get("error");
            assertThat(pack.get("code")).as(malformed).isEqualTo(server.get("code"));
            assertThat(pack.get("status")).as(malformed).isEqualTo(server.get("status"));
            assertThat(pack.has("offset")).as(malformed).isEqualTo(server.has("offset"));
        }
    }

    @Test
    @DisplayName("malformed JSON, hostile JSON and request errors in Spanish and Japanese: the same error object from both fronts")
    void malformedAndTranslatedErrors() throws Exception {
        for (String body : List.of("{\"position\":", "[1]", "{\"a\":1,}", "{} {}", "[".repeat(40),
                "{\"players\":2,\"players\":3}", "{\"lang\":\"\\ud800\"}", "{\"seed\":" + "9".repeat(1_001) + "}",
                "{\"action\":\"e1-\",\"lang\":\"es\"}", "{\"lang\":\"ja\"}", "{\"action\":7,\"lang\":\"es\"}")) {
            JsonNode pack = pack("check", body);
            assertThat(pack.has("error")).as(body).isTrue();
            assertThat(pack).as(body).isEqualTo(server("check", body));
        }
    }

    private static String wonPosition() throws IOException {
        for (String line : Files.readAllLines(Path.of(System.getProperty("pacru.root", "../..")).resolve("pacru-core/src/test/resources/conformance/target-standard.tsv"))) {
            String[] cols = line.split("\t");
            if (!cols[3].equals("*")) {
                return cols[2];
            }
        }
        throw new AssertionError("no won position in target-standard.tsv");
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
