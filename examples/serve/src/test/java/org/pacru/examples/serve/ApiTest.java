package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The JSON API over real HTTP on an ephemeral loopback port: every endpoint, every error status
 * with its stable shape, malformed and oversized bodies, the security headers and CORS.
 */
class ApiTest {
    static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";

    private static Server server;
    private static ApiClient client;

    @BeforeAll
    static void start() throws IOException {
        server = Server.start("127.0.0.1", 0, Optional.of("https://platform.example"), Server.Limits.DEFAULT);
        client = new ApiClient(server.url());
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    static void assertError(ApiClient.Response r, int status, String code) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("Content-Type")).startsWith("application/json");
        JsonNode e = r.json().get("error");
        assertThat(e.get("status").asInt()).isEqualTo(status);
        assertThat(e.get("code").asText()).isEqualTo(code);
        assertThat(e.get("message").asText()).isNotBlank();
        assertThat(r.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("at org.");
    }

    @Test
    @DisplayName("legal: base moves, fully specified moves and the rotation count of the start (R1.6)")
    void legal() {
        JsonNode j = client.post("legal", ApiClient.json("players", 2)).json();
        assertThat(j.get("position").asText()).isEqualTo(START);
        assertThat(j.get("baseMoves")).hasSize(12);
        assertThat(j.get("moves")).hasSize(28);
        assertThat(j.get("rotationCount").asLong()).isZero();
        assertThat(j.get("outcome").isNull()).isTrue();
    }

    @Test
    @DisplayName("check: a legal action, and an illegal one with rule ID R3.2, reason and message")
    void check() {
        assertThat(client.post("check", ApiClient.json("position", START, "action", "e1-e2")).json()
                .get("legal").asBoolean()).isTrue();
        JsonNode j = client.post("check", ApiClient.json("position", START, "action", "e1-e3")).json();
        assertThat(j.get("legal").asBoolean()).isFalse();
        assertThat(j.at("/violation/rule").asText()).isEqualTo("R3.2");
        assertThat(j.at("/violation/reason").asText()).isEqualTo("OUT_OF_RANGE");
        assertThat(j.at("/violation/message").asText()).startsWith("R3.2: e1-e3");
        assertThat(j.at("/violation/ruleTitle").asText()).isEqualTo(org.pacru.rules.Rule.of("R3.2").title());
        assertThat(j.at("/violation/ruleText").asText()).isEqualTo(org.pacru.rules.Rule.of("R3.2").text());
    }

    @Test
    @DisplayName("apply: the next position and the events; 422 with the violation for an illegal action")
    void apply() {
        JsonNode j = client.post("apply", ApiClient.json("position", START, "action", "a3-b4(c6)")).json();
        assertThat(j.get("toMove").asText()).isEqualTo("B");
        assertThat(j.get("events").get(0).get("type").asText()).isEqualTo("Moved");
        assertThat(j.get("events").get(1).get("text").asText()).contains("claims c6").contains("R4.4");
        ApiClient.Response r = client.post("apply", ApiClient.json("position", START, "action", "a3-b4"));
        assertError(r, 422, "illegal-action");
        assertThat(r.json().at("/error/violation/rule").asText()).isEqualTo("R9.2");
    }

    @Test
    @DisplayName("explain: verdict, rule ID and the facts with their fields (R3.2 range, R3.4 fields passed over)")
    void explain() {
        JsonNode j = client.post("explain", ApiClient.json("position", START, "action", "e1-e3")).json();
        assertThat(j.get("verdict").asText()).isEqualTo("ILLEGAL");
        assertThat(j.at("/violation/rule").asText()).isEqualTo("R3.2");
        assertThat(j.get("facts").toString()).contains("R3.4").contains("\"e2\"");
    }

    @Test
    @DisplayName("the rulebook page: RULES.md rendered at build time, every rule anchored by its ID, styled by its own sheet")
    void rulebookPage() {
        ApiClient.Response page = client.get("rules.html");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.header("Content-Security-Policy")).isEqualTo(Server.CSP);
        assertThat(page.body()).contains("<link rel=\"stylesheet\" href=\"rules.css\">").doesNotContain("<style")
                .contains("id=\"R3.2\"").contains("id=\"R8.1\"").contains("id=\"R8\"");
        ApiClient.Response css = client.get("rules.css");
        assertThat(css.status()).isEqualTo(200);
        assertThat(css.header("Content-Type")).startsWith("text/css");
        assertThat(page.body()).contains("<a href=\"rules.es.html\">Español</a>", "<a href=\"rules.ja.html\">日本語</a>");
    }

    @Test
    @DisplayName("the rulebook pages in Spanish and Japanese: RULES.es.md and RULES.ja.md rendered, the same rule anchors, linked to each other")
    void rulebookPagesInSpanishAndJapanese() {
        ApiClient.Response es = client.get("rules.es.html");
        assertThat(es.status()).isEqualTo(200);
        assertThat(es.header("Content-Type")).isEqualTo("text/html; charset=utf-8");
        assertThat(es.body()).contains("<html lang=\"es\">", "<link rel=\"stylesheet\" href=\"rules.css\">",
                "id=\"R3.2\"", "id=\"R8\"", "<i>Alcance.</i>", "<a href=\"rules.html\">English</a>",
                "<a href=\"rules.ja.html\">日本語</a>").doesNotContain("<style");
        ApiClient.Response ja = client.get("rules.ja.html");
        assertThat(ja.status()).isEqualTo(200);
        assertThat(ja.body()).contains("<html lang=\"ja\">", "id=\"R3.2\"", "id=\"D7\"", "<i>移動距離。</i>",
                "<a href=\"rules.es.html\">Español</a>");
    }

    @Test
    @DisplayName("svg: a finished game (R8.3b) is captioned with its winner and rule, never with a side to move")
    void svgOfAFinishedGame() {
        // Only A has chevrons: A has won as the last player with chevrons.
        String over = "9/9/9/9/4.AN4/9/9/9/9 B 2";
        String svg = client.post("svg", ApiClient.json("position", over, "interactive", true)).body();
        assertThat(svg).contains(">Game over: A wins (R8.3b)</text>").doesNotContain("to move");
        JsonNode outcome = client.post("legal", ApiClient.json("position", over)).json().get("outcome");
        assertThat(outcome.get("text").asText()).isEqualTo("Game over: A wins, the last player with chevrons (R8.3b)");
        assertThat(outcome.get("caption").asText()).isEqualTo("Game over: A wins (R8.3b)");
    }

    @Test
    @DisplayName("svg with lang: the caption (R8.3b), title and tooltips drawn in the request's language")
    void svgInTheRequestsLanguage() {
        String over = "9/9/9/9/4.AN4/9/9/9/9 B 2";
        String ja = client.post("svg", ApiClient.json("position", over, "interactive", true, "lang", "ja")).body();
        assertThat(ja).contains(">対局終了：A の勝ち（R8.3b）</text>", "<title>Pacru の局面</title>",
                "<title>e5: A の駒（N 向き）</title>").doesNotContain("Game over");
        String es = client.post("svg", ApiClient.json("players", 2, "lang", "es")).body();
        assertThat(es).contains(">Turno de A — marcadores: A 0 B 0</text>", "<title>Posición de Pacru</title>")
                .doesNotContain("to move");
        assertThat(client.post("svg", ApiClient.json("players", 2)).body()).contains(">A to move — A 0 B 0 markers</text>");
    }

    @Test
    @DisplayName("build: a rotation with its turn chosen says its new facing and its cost, 2 markers for 45° (R7.1)")
    void buildSaysWhatARotationCosts() {
        String p = "9/9/9/9/.AN8/a8/a8/a8/a.BN7 A 2";
        JsonNode r = client.post("build", ApiClient.json("position", p, "steps", List.of("a5", ">"))).json()
                .get("rotation");
        assertThat(r.toString()).isEqualTo("{\"field\":\"a5\",\"from\":\"N\",\"to\":\"NE\",\"degrees\":45,"
                + "\"clockwise\":true,\"cost\":2,\"picked\":0,\"rule\":\"R7.1\"}");
        JsonNode again = client.post("build", ApiClient.json("position", p, "steps", List.of("a5", "<<", "a4"))).json();
        assertThat(again.toString()).contains("\"cost\":4").contains("\"picked\":1").contains("\"to\":\"W\"")
                .contains("\"clockwise\":false");
    }

    @Test
    @DisplayName("svg: an image of the position by POST and by GET, with highlighted fields")
    void svg() {
        ApiClient.Response r = client.post("svg", ApiClient.json("position", START, "highlight", List.of("e1")));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.header("Content-Type")).isEqualTo("image/svg+xml");
        assertThat(r.body()).contains("<svg").contains("class=\"mark selected\"");
        ApiClient.Response g = client.get("api/v1/svg?players=3&highlight=e4,e5");
        assertThat(g.status()).isEqualTo(200);
        assertThat(g.body()).contains("<svg").contains("C 0");
        assertError(client.post("svg", ApiClient.json("highlight", List.of("z9"))), 400, "bad-notation");
    }

    @Test
    @DisplayName("replay: actions, a game record and an Abstract Play list; 422 names the first illegal action")
    void replay() {
        JsonNode j = client.post("replay", ApiClient.json("actions", List.of("e1-e2", "a7-b7"))).json();
        assertThat(j.get("plies")).hasSize(2);
        assertThat(j.get("plies").get(1).get("round").asInt()).isEqualTo(1);
        String record = j.get("record").asText();
        assertThat(record).contains("1. e1-e2 a7-b7");
        JsonNode again = client.post("replay", ApiClient.json("record", record)).json();
        assertThat(again.get("position").asText()).isEqualTo(j.get("position").asText());
        JsonNode ap = client.post("replay", ApiClient.json("abstractplay", List.of("E1-E2", "a7-b7"),
                "ruleset", "abstractplay")).json();
        assertThat(ap.get("position").asText()).isEqualTo(j.get("position").asText());
        ApiClient.Response bad = client.post("replay", ApiClient.json("actions", List.of("e1-e2", "a7-a5")));
        assertError(bad, 422, "illegal-action");
        assertThat(bad.json().at("/error/number").asInt()).isEqualTo(2);
        assertThat(bad.json().at("/error/rule").asText()).startsWith("R3");
        ApiClient.Response badRecord = client.post("replay", ApiClient.json("record",
                "[Players \"2\"]\n1. e1-e6"));
        assertError(badRecord, 422, "illegal-action");
        assertThat(badRecord.json().at("/error/rule").asText()).isEqualTo("R3.2");
        assertError(client.post("replay", ApiClient.json("abstractplay", List.of("a3-b4"))), 422, "illegal-action");
    }

    @Test
    @DisplayName("record: a tree with a variation, a comment, a glyph and a shape written as a format-2 record, which replay answers as the same tree; an illegal line is a 422 naming it")
    void record() {
        Map<String, Object> tree = Map.of("comment", "", "shapes", List.of(), "plies", List.of(
                Map.of("action", "e1-e2", "glyphs", List.of(5), "comment", "aims", "shapes", List.of("Ge2e5"),
                        "variations", List.of(Map.of("comment", "", "shapes", List.of(), "plies", List.of(
                                Map.of("action", "e1-d2", "glyphs", List.of(), "comment", "", "shapes", List.of(), "variations", List.of()))))),
                Map.of("action", "a7-b7", "glyphs", List.of(), "comment", "", "shapes", List.of(), "variations", List.of())));
        JsonNode written = client.post("record", ApiClient.json("tree", tree, "tags", Map.of("Event", "Club"))).json();
        String record = written.get("record").asText();
        assertThat(record).startsWith("[Format \"2\"]\n").contains("[Event \"Club\"]")
                .contains("1. e1-e2!? {[%cal Ge2e5] aims} [1. e1-d2] 1... a7-b7");
        JsonNode replayed = client.post("replay", ApiClient.json("record", record)).json();
        assertThat(replayed.get("tree")).isEqualTo(ApiClient.MAPPER.valueToTree(tree));
        assertThat(replayed.at("/tags/Event").asText()).isEqualTo("Club");
        ApiClient.Response bad = client.post("record", ApiClient.json("tree", Map.of("plies", List.of(Map.of("action", "e1-e2",
                "variations", List.of(Map.of("plies", List.of(Map.of("action", "e9-e8")))))))));
        assertError(bad, 422, "illegal-action");
        assertThat(bad.json().at("/error/line").toString()).isEqualTo("[\"e9-e8\"]");
        assertThat(bad.json().at("/error/ply").asInt()).isEqualTo(1);
        assertError(client.post("record", ApiClient.json("tree", "1. e1-e2")), 400, "bad-request");
    }

    @Test
    @DisplayName("move: the computer's legal choice, applied, with the seat that moved as player and the computer player as computer; an unknown player is a 400")
    void move() {
        for (String player : List.of("random", "greedy", "mcts")) {
            JsonNode j = client.post("move", ApiClient.json("position", START, "player", player, "seed", 5)).json();
            String action = j.get("action").asText();
            assertThat(client.post("check", ApiClient.json("position", START, "action", action)).json()
                    .get("legal").asBoolean()).as(player + ": " + action).isTrue();
            assertThat(j.get("toMove").asText()).isEqualTo("B");
            // one vocabulary: player is the seat that moved; the computer player is named computer
            assertThat(j.get("player").asText()).isEqualTo("A");
            assertThat(j.get("computer").asText()).isEqualTo(player);
        }
        assertError(client.post("move", ApiClient.json("player", "oracle")), 400, "bad-request");
        JsonNode mcts = client.post("move", ApiClient.json("position", START, "player", "mcts:300", "seed", 1)).json();
        // 300 iterations, unless the 2-second cap of every search stopped it first (a busy machine).
        long ran = mcts.at("/search/iterations").asLong();
        assertThat(ran).isBetween(1L, 300L);
        if (ran < 300) {
            assertThat(mcts.at("/search/millis").asLong()).isGreaterThanOrEqualTo(1_900);
        }
    }

    @Test
    @DisplayName("analyse: the best actions with visits and value and the principal variation; budgets over the cap are a 400")
    void analyse() {
        JsonNode j = client.post("analyse", ApiClient.json("position", START, "iterations", 500, "seed", 3)).json();
        long ran = j.get("iterations").asLong();
        assertThat(ran).isBetween(1L, 500L);
        if (ran < 500) {
            assertThat(j.get("millis").asLong()).as("stopped by the time cap").isGreaterThanOrEqualTo(1_900);
        }
        assertThat(j.get("actions").get(0).get("visits").asLong()).isPositive();
        assertThat(j.get("principalVariation").get(0).asText()).isEqualTo(j.get("best").asText());
        assertThat(client.post("check", ApiClient.json("position", START, "action", j.get("best").asText())).json()
                .get("legal").asBoolean()).isTrue();
        ApiClient.Response over = client.post("analyse", ApiClient.json("iterations", 1_000_000));
        assertError(over, 400, "budget-over-limit");
        assertThat(over.json().at("/error/message").asText())
                .isEqualTo("iterations 1000000: the server allows 1 to 20000 per request");
        assertError(client.post("move", ApiClient.json("player", "mcts", "millis", 60_000)), 400, "budget-over-limit");
    }

    @Test
    @DisplayName("build: click to act through ActionBuilder: a crossing needs its field (R4.4), then it is complete")
    void build() {
        JsonNode j = client.post("build", ApiClient.json("steps", List.of("a3", "-b4"))).json();
        assertThat(j.get("viable").asBoolean()).isTrue();
        assertThat(j.get("complete").asBoolean()).isFalse();
        assertThat(j.get("next")).hasSize(9);
        assertThat(j.get("next").get(0).get("kind").asText()).isEqualTo("CROSSING_FIELD");
        assertThat(j.get("next").get(0).get("rule").asText()).isEqualTo("R4.4");
        JsonNode done = client.post("build", ApiClient.json("steps", List.of("a3", "-b4", "c6"))).json();
        assertThat(done.get("action").asText()).isEqualTo("a3-b4(c6)");
        JsonNode dead = client.post("build", ApiClient.json("steps", List.of("e1", "-e3"))).json();
        assertThat(dead.get("viable").asBoolean()).isFalse();
        assertThat(dead.at("/violation/rule").asText()).isEqualTo("R3.2");
        JsonNode garbage = client.post("build", ApiClient.json("steps", List.of("e1", "?"))).json();
        assertThat(garbage.get("viable").asBoolean()).isFalse();
        assertThat(garbage.get("next")).isEmpty();
        assertError(client.post("build", ApiClient.json("steps", "e1")), 400, "bad-request");
    }

    @Test
    @DisplayName("setup: every problem of Position.Builder listed with its rule ID (R1.5)")
    void setup() {
        JsonNode bad = client.post("setup", "{\"players\":2,\"chevrons\":{\"e4\":\"CN\",\"a1\":\"AN\","
                + "\"a2\":\"BS\"},\"markers\":{\"b2\":\"d\"}}").json();
        assertThat(bad.get("valid").asBoolean()).isFalse();
        assertThat(bad.get("problems")).hasSize(2);
        assertThat(bad.get("problems").get(0).get("rule").asText()).isEqualTo("R1.5");
        JsonNode noField = client.post("setup", "{\"players\":2,\"toMove\":\"C\",\"chevrons\":{\"a1\":\"AN\","
                + "\"a2\":\"BS\"}}").json();
        assertThat(noField.at("/problems/0/field").isNull()).isTrue();
        assertThat(noField.at("/problems/0/text").asText()).isEqualTo("player C is to move, but the game has 2 players");
    }

    @Test
    @DisplayName("R1.5 setup: a position problem names its rule, its board field, its text and the message with the rule ID")
    void r1_5_setupProblemNamesRuleAndField() {
        JsonNode bad = client.post("setup", "{\"players\":2,\"chevrons\":{\"e4\":\"CN\",\"a1\":\"AN\","
                + "\"a2\":\"BS\"}}").json();
        JsonNode p = bad.get("problems").get(0);
        assertThat(p.get("rule").asText()).isEqualTo("R1.5");
        assertThat(p.get("field").asText()).isEqualTo("e4");
        assertThat(p.get("text").asText()).isEqualTo("e4 holds a chevron of player C, but the game has 2 players");
        assertThat(p.get("message").asText()).isEqualTo("R1.5: e4 holds a chevron of player C, but the game has 2 players");
        JsonNode ok = client.post("setup", "{\"players\":2,\"chevrons\":{\"a1\":\"AN\",\"a2\":\"BS\"},"
                + "\"toMove\":\"B\"}").json();
        assertThat(ok.get("valid").asBoolean()).isTrue();
        assertThat(ok.get("position").asText()).isEqualTo("9/9/9/9/9/9/9/.BS8/.AN8 B 2");
    }

    @Test
    @DisplayName("400: malformed JSON with its offset, bad notation with its offset, wrong types")
    void badRequests() {
        ApiClient.Response json = client.post("legal", "{\"position\": ");
        assertError(json, 400, "malformed-json");
        assertThat(json.json().at("/error/offset").asInt()).isEqualTo(13);
        assertError(client.post("legal", "[1, 2]"), 400, "malformed-json");
        assertError(client.post("legal", "{} {}"), 400, "malformed-json");
        ApiClient.Response notation = client.post("check", ApiClient.json("position", START, "action", "e1-e20"));
        assertError(notation, 400, "bad-notation");
        assertThat(notation.json().at("/error/offset").asInt()).isEqualTo(5);
        assertThat(notation.json().at("/error/field").asText()).isEqualTo("action");
        ApiClient.Response position = client.post("legal", ApiClient.json("position", "9/9/9 A 2"));
        assertError(position, 400, "bad-notation");
        assertThat(position.json().at("/error/field").asText()).isEqualTo("position");
        assertError(client.post("legal", ApiClient.json("ruleset", "house")), 400, "bad-request");
        assertError(client.post("legal", ApiClient.json("players", 7)), 400, "bad-request");
        assertError(client.post("check", ApiClient.json("action", 3)), 400, "bad-request");
        assertError(client.post("check", "{}"), 400, "bad-request");
        // Budgets are ASCII digits, as on the command line.
        for (String player : List.of("mcts:\u0661\u0660", "mcts:\uff11\uff10\uff10", "mcts:+5", "mcts:1e3")) {
            ApiClient.Response r = client.post("move", ApiClient.json("player", player));
            assertError(r, 400, "bad-request");
            assertThat(r.json().at("/error/message").asText()).contains("ASCII digits 0-9");
        }
    }

    @Test
    @DisplayName("404 for an unknown path or endpoint, 405 for a wrong method (with Allow)")
    void notFoundAndMethod() {
        assertError(client.get("api/v1/nothing"), 404, "not-found");
        assertError(client.get("etc/passwd"), 404, "not-found");
        // A path that climbs out of the root is not valid HTTP for the server: 400, never a file.
        assertError(client.get("../../etc/passwd"), 400, "bad-request");
        ApiClient.Response r = client.get("api/v1/legal");
        assertError(r, 405, "method-not-allowed");
        assertThat(r.header("Allow")).contains("POST");
        assertError(client.post("../index.html", "{}"), 404, "not-found");
    }

    @Test
    @DisplayName("413 for a body over 64 KB, by Content-Length and by what arrives")
    void tooLarge() throws IOException {
        String big = "{\"position\":\"" + "9/".repeat(40_000) + "\"}";
        assertError(client.post("legal", big), 413, "too-large");
        // A chunked body has no Content-Length: the limit holds on the bytes read.
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            OutputStream out = s.getOutputStream();
            out.write(("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                    + "Content-Type: application/json\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = ("8000\r\n" + " ".repeat(0x8000) + "\r\n").getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 3; i++) {
                out.write(chunk);
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String head = new String(s.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
            assertThat(head).isEqualTo("HTTP/1.1 413");
        }
    }

    @Test
    @DisplayName("503 with Retry-After when the search pool and its queue are full; quick endpoints still answer")
    void busy() throws Exception {
        Server small = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT.withPools(1, 1, 1, 1));
        try {
            ApiClient c = new ApiClient(small.url());
            String search = ApiClient.json("millis", 1_500, "seed", 1);
            java.util.concurrent.CompletableFuture<ApiClient.Response> running = java.util.concurrent.CompletableFuture
                    .supplyAsync(() -> c.post("analyse", search));
            Thread.sleep(300);
            java.util.concurrent.CompletableFuture<ApiClient.Response> queued = java.util.concurrent.CompletableFuture
                    .supplyAsync(() -> c.post("analyse", search));
            Thread.sleep(300);
            ApiClient.Response r = c.post("analyse", search);
            assertError(r, 503, "busy");
            assertThat(r.header("Retry-After")).isEqualTo("1");
            assertThat(r.json().at("/error/message").asText()).contains("1 search workers");
            assertThat(c.post("legal", "{}").status()).isEqualTo(200);
            assertThat(running.get().status()).isEqualTo(200);
            assertThat(queued.get().status()).isEqualTo(200);
        } finally {
            small.stop();
        }
    }

    @Test
    @DisplayName("every response has Content-Security-Policy and X-Content-Type-Options; the page comes from the jar")
    void securityHeaders() {
        for (ApiClient.Response r : List.of(client.get("js/main.js"), client.get("app.css"), client.get("pkg/pacru.wasm"),
                client.post("legal", "{}"), client.get("api/v1/nothing"))) {
            assertThat(r.header("Content-Security-Policy")).isEqualTo(Server.CSP);
            assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
        }
        // The documents that run the engine may compile WebAssembly and TeaVM's glue, nothing more.
        for (ApiClient.Response r : List.of(client.get(""), client.get("index.html"), client.get("worker.js"))) {
            assertThat(r.header("Content-Security-Policy")).isEqualTo(Server.PAGE_CSP)
                    .contains("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';").contains("connect-src 'self'");
            assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
        }
        ApiClient.Response wasm = client.get("pkg/pacru.wasm");
        assertThat(wasm.header("Content-Type")).isEqualTo("application/wasm");
        assertThat(wasm.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(wasm.header("ETag")).isNotBlank();
        ApiClient.Response page = client.get("");
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.body()).contains("<script type=\"module\" src=\"js/main.js\"").doesNotContain("http://").doesNotContain("https://");
        assertThat(client.get("js/main.js").body()).doesNotContain("http://").doesNotContain("https://");
    }

    @Test
    @DisplayName("every file of the page's sources (web/, its modules in web/js/) is served, as JavaScript where it is a script")
    void everyFileOfThePageIsServed() throws IOException {
        Path web = Path.of("src", "main", "resources", "org", "pacru", "examples", "serve", "web");
        List<Path> files;
        try (var walk = Files.walk(web)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).hasSizeGreaterThan(10);
        for (Path file : files) {
            String path = web.relativize(file).toString().replace('\\', '/');
            ApiClient.Response r = client.get(path);
            assertThat(r.status()).as("GET /%s", path).isEqualTo(200);
            assertThat(r.body()).as("GET /%s", path).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
            if (path.endsWith(".js")) {
                assertThat(r.header("Content-Type")).as("GET /%s", path).startsWith("text/javascript");
                assertThat(r.body()).as("GET /%s", path).doesNotContain("http://").doesNotContain("https://");
            }
        }
    }

    @Test
    @DisplayName("CORS headers only for the origin given with --cors, preflight included")
    void cors() {
        ApiClient.Response allowed = client.send(HttpRequest.newBuilder(URI.create(server.url() + "api/v1/legal"))
                .header("Origin", "https://platform.example").POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertThat(allowed.header("Access-Control-Allow-Origin")).isEqualTo("https://platform.example");
        ApiClient.Response other = client.send(HttpRequest.newBuilder(URI.create(server.url() + "api/v1/legal"))
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertThat(other.header("Access-Control-Allow-Origin")).isNull();
        ApiClient.Response preflight = client.send(HttpRequest.newBuilder(URI.create(server.url() + "api/v1/apply"))
                .header("Origin", "https://platform.example").header("Access-Control-Request-Method", "POST")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()));
        assertThat(preflight.status()).isEqualTo(204);
        assertThat(preflight.header("Access-Control-Allow-Methods")).contains("POST");
    }

    @Test
    @DisplayName("info: the endpoints, the computer players and the limits")
    void info() {
        JsonNode j = client.get("api/v1/info").json();
        assertThat(j.get("endpoints").toString()).contains("legal").contains("explain");
        assertThat(j.at("/limits/maxBody").asInt()).isEqualTo(65_536);
    }

    static String read(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}
