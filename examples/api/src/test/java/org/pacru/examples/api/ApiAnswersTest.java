package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.rules.Language;

/**
 * The API module on its own: its request errors in the request's language, and its JSON reader
 * against hostile input, each answered with the API's error object and never an exception.
 */
class ApiAnswersTest {
    private static final Api API = new Api(Api.PACKAGE);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> error(String call, String body) {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(API.answer(call, body));
        assertThat(answer).as(call + " " + body).containsKey("error");
        return (Map<String, Object>) answer.get("error");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> answer(String call, String body) {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(API.answer(call, body));
        assertThat(answer).as(call + " " + body).doesNotContainKey("error");
        return answer;
    }

    @Test
    @DisplayName("a call whose stack ran out inside the engine answers 503 stack-exhausted (the package then replaces its instance); any other failure 500 internal")
    void aStackOverflowIsStackExhaustedAndAnyOtherFailureInternal() {
        assertThat(EngineFailure.answer(new StackOverflowError()).body()).isEqualTo(Map.of("error", Map.of("status", 503L,
                "code", "stack-exhausted", "message", "the call stack ran out in the engine: nothing was changed; call again from a shallower stack")));
        for (String js : List.of("(JavaScript) RangeError: Maximum call stack size exceeded",
                "(JavaScript) InternalError: too much recursion")) {
            assertThat(EngineFailure.answer(new RuntimeException(js)).body()).as(js).isEqualTo(EngineFailure.answer(new StackOverflowError()).body());
        }
        for (RuntimeException other : List.of(new IllegalStateException("a bug"), new RuntimeException("(JavaScript) Error: a clock that throws"),
                new RuntimeException("(JavaScript) TypeError: x is not a function"), new NullPointerException())) {
            assertThat(EngineFailure.answer(other).body()).as("%s", other).isEqualTo(Map.of("error", Map.of("status", 500L,
                    "code", "internal", "message", "internal error")));
        }
    }

    @Test
    @DisplayName("R2.2 move and analyse where the player to move has no legal action answer 422 no-legal-action in the request's language, never an internal error")
    void aStuckPlayerToMoveIsNoLegalAction() {
        // A set-up position: A's only chevron faces off the board from a1 (R3.1), so A has no move
        // and no rotation (R7.2); the rules eliminate A at the start of the turn (R8.1).
        String stuck = "\"position\":\"8bBS/9/9/9/9/9/9/9/aASWaaa5 A 2\"";
        for (String call : List.of("move", "analyse")) {
            Map<String, Object> error = error(call, "{" + stuck + ",\"iterations\":50}");
            assertThat(error).containsEntry("status", 422L).containsEntry("code", "no-legal-action");
            assertThat((String) error.get("message")).startsWith("R2.2: A has no legal action").endsWith("(R8.1)");
            assertThat((String) error("analyse", "{" + stuck + ",\"lang\":\"es\"}").get("message"))
                    .startsWith("R2.2: A no tiene ninguna acción legal");
        }
    }

    @Test
    @DisplayName("§4 replay of a record with variations, comments, glyphs and shapes answers its main line (and them in its tree); an illegal variation is illegal-action with line and column")
    void replayOfAnAnnotatedRecordIsItsMainLine() {
        Map<String, Object> plain = answer("replay", "{\"record\":\"1. e1-e2 a7-b7\"}");
        Map<String, Object> annotated = answer("replay",
                "{\"record\":\"[Format \\\"2\\\"]\\n1. e1-e2!? {[%cal Ge2e5] aims} [1. e1-d2?] a7-b7 [1... a1-b2 $14]\"}");
        assertThat(annotated.get("tree")).isNotEqualTo(plain.get("tree"));
        annotated.remove("tree");
        plain.remove("tree");
        assertThat(annotated).isEqualTo(plain);
        Map<String, Object> error = error("replay", "{\"record\":\"1. e1-e2 a7-b7\\n[1... e2-e6]\"}");
        assertThat(error).containsEntry("status", 422L).containsEntry("code", "illegal-action")
                .containsEntry("number", 2L).containsEntry("action", "e2-e6")
                .containsEntry("line", 2L).containsEntry("column", 7L);
    }

    @Test
    @DisplayName("R3.2: explain's Range fact gives the range and the distance as numbers, in or out of range")
    @SuppressWarnings("unchecked")
    void rangeFactAsNumbers() {
        for (String[] c : new String[][] {{"e1-e3", "1", "2"}, {"e1-e2", "1", "1"}}) {
            List<Object> facts = (List<Object>) answer("explain", "{\"action\":\"" + c[0] + "\"}").get("facts");
            Map<String, Object> range = facts.stream().map(f -> (Map<String, Object>) f)
                    .filter(f -> "Range".equals(f.get("kind"))).findFirst().orElseThrow();
            assertThat(((Number) range.get("range")).intValue()).as(c[0]).isEqualTo(Integer.parseInt(c[1]));
            assertThat(((Number) range.get("distance")).intValue()).as(c[0]).isEqualTo(Integer.parseInt(c[2]));
            assertThat(facts.stream().map(f -> (Map<String, Object>) f).filter(f -> !"Range".equals(f.get("kind"))))
                    .allSatisfy(f -> assertThat(f).doesNotContainKeys("range", "distance"));
        }
    }

    @Test
    @DisplayName("R9.2: explain gives each fact's status: the completions of an illegal base move are NOT_CHECKED, not"
            + " allowed and not drawn as a problem; the broken rule is NOT_ALLOWED")
    @SuppressWarnings("unchecked")
    void explainGivesEachFactsStatus() {
        List<Map<String, Object>> facts = ((List<Object>) answer("explain", "{\"action\":\"e1-e3\"}").get("facts"))
                .stream().map(f -> (Map<String, Object>) f).toList();
        Map<String, Object> completions = facts.stream().filter(f -> "Completions".equals(f.get("kind"))).findFirst()
                .orElseThrow();
        assertThat(completions).containsEntry("status", "NOT_CHECKED").containsEntry("allowed", false)
                .containsEntry("mark", "completions").containsEntry("text", "not checked: the base move is already illegal.");
        assertThat(facts.stream().filter(f -> "NOT_ALLOWED".equals(f.get("status"))).map(f -> f.get("rule")))
                .containsExactly("R3.2");
        assertThat(facts).allSatisfy(f -> assertThat(f).containsKey("status"));
    }

    @Test
    @DisplayName("R8.3a: abstractplay's board answer gives the target, 42, 28 or 24 markers for 2, 3 or 4 players")
    void abstractPlayBoardTarget() {
        assertThat(((Number) answer("abstractplay", "{\"op\":\"board\"}").get("target")).intValue()).isEqualTo(42);
        assertThat(((Number) answer("abstractplay", "{\"op\":\"board\",\"players\":3}").get("target")).intValue())
                .isEqualTo(28);
        assertThat(((Number) answer("abstractplay", "{\"op\":\"board\",\"players\":4}").get("target")).intValue())
                .isEqualTo(24);
    }

    @Test
    @DisplayName("the request errors in English read as they always have")
    void englishErrorsUnchanged() {
        assertThat(error("check", "{}").get("message")).isEqualTo("the field 'action' is missing");
        assertThat(error("legal", "{\"position\":5}").get("message")).isEqualTo("the field 'position' must be a string");
        assertThat(error("legal", "{\"players\":7}").get("message"))
                .isEqualTo("the field 'players' must be an integer from 2 to 4");
        assertThat(error("legal", "{\"ruleset\":\"go\"}").get("message"))
                .isEqualTo("unknown ruleset 'go': expected standard or abstractplay");
        assertThat(error("move", "{\"player\":\"mcts:20001\"}").get("message"))
                .isEqualTo("'mcts:20001': this package allows mcts:1 to mcts:20000 per call");
        assertThat(error("legal", "{} {}").get("message"))
                .isEqualTo("malformed JSON at offset 3: more than one JSON value: the body must be one JSON object");
        assertThat(error("legal", "{\"position\": ").get("message"))
                .isEqualTo("malformed JSON at offset 13: the JSON ends before it is complete");
        assertThat(error("legal", "[1]").get("message")).isEqualTo("the body must be a JSON object, not array");
    }

    @Test
    @DisplayName("the request errors in Spanish and Japanese with \"lang\": missing, wrong type, out of range, unknown ruleset, player and call")
    void errorsInTheRequestsLanguage() {
        assertThat(error("check", "{\"lang\":\"es\"}").get("message")).isEqualTo("falta el campo 'action'");
        assertThat(error("check", "{\"lang\":\"ja\"}").get("message")).isEqualTo("フィールド 'action' がありません");
        assertThat(error("legal", "{\"position\":5,\"lang\":\"es\"}").get("message"))
                .isEqualTo("el campo 'position' debe ser una cadena");
        assertThat(error("legal", "{\"players\":7,\"lang\":\"ja\"}").get("message"))
                .isEqualTo("フィールド 'players' は 2 から 4 までの整数でなければなりません");
        assertThat(error("legal", "{\"ruleset\":\"go\",\"lang\":\"es-MX\"}").get("message"))
                .isEqualTo("reglamento desconocido 'go': se espera standard o abstractplay");
        assertThat(error("move", "{\"player\":\"chess\",\"lang\":\"es\"}").get("message"))
                .isEqualTo("jugador desconocido 'chess': se espera random, greedy, mcts o mcts:ITERACIONES");
        assertThat(error("png", "{\"lang\":\"ja\"}").get("message")).asString().startsWith("呼び出し 'png' はありません");
        Map<String, Object> e = error("build", "{\"steps\":[1],\"lang\":\"es\"}");
        assertThat(e.get("message")).isEqualTo("el campo 'steps' debe ser una lista de cadenas");
        assertThat(e.get("field")).isEqualTo("steps");
        assertThat(e.get("code")).isEqualTo("bad-request");
    }

    @Test
    @DisplayName("malformed JSON in the language given: the same offset and code, the sentence translated")
    void malformedJsonInSpanishAndJapanese() {
        assertThatThrownBy(() -> Api.parseObject("{\"a\":1,}", Language.SPANISH)).isInstanceOf(ApiError.class)
                .hasMessage("JSON mal formado en la posición 7: '}' inesperado, se espera un nombre de campo entre comillas dobles");
        assertThatThrownBy(() -> Api.parseObject("{\"a\":", Language.JAPANESE)).isInstanceOf(ApiError.class)
                .hasMessage("位置 5 で JSON が不正です: JSON が完結する前に終わっています");
        assertThatThrownBy(() -> Api.parseObject("true", Language.SPANISH)).isInstanceOf(ApiError.class)
                .hasMessage("el cuerpo debe ser un objeto JSON, no boolean");
    }

    @Test
    @DisplayName("hostile JSON: depth, size, long numbers and strings, lone surrogates, duplicate keys are malformed-json")
    void hostileJson() {
        assertThat(JsonReader.parse("[".repeat(JsonReader.MAX_DEPTH) + "]".repeat(JsonReader.MAX_DEPTH))).isInstanceOf(List.class);
        String deep = "[".repeat(JsonReader.MAX_DEPTH + 1) + "]".repeat(JsonReader.MAX_DEPTH + 1);
        assertThat(error("legal", deep).get("message")).asString().contains("nested too deeply");
        assertThat(error("legal", "{\"a\":" + "[".repeat(100_000)).get("offset")).isEqualTo((long) JsonReader.MAX_DEPTH + 4);
        assertThat(error("legal", "{" + " ".repeat(JsonReader.MAX_CHARS)).get("message")).asString().contains("over");
        assertThat(error("legal", "{\"seed\":" + "9".repeat(JsonReader.MAX_NUMBER_CHARS + 1) + "}").get("message"))
                .asString().contains("too long");
        assertThat(error("move", "{\"seed\":123456789012345678901234567890}").get("message"))
                .isEqualTo("the field 'seed' must be an integer");
        assertThat(error("move", "{\"seed\":1e999}").get("message")).isEqualTo("the field 'seed' must be an integer");
        assertThat(JsonReader.parse("-9223372036854775808")).isEqualTo(Long.MIN_VALUE);
        assertThat(JsonReader.parse("9223372036854775808")).isEqualTo(9.223372036854775808E18);
        assertThat(error("legal", "{\"lang\":\"\\ud800\"}").get("message")).asString()
                .contains("\\ud800 is half of a surrogate pair");
        assertThat(error("legal", "{\"lang\":\"\ud800x\"}").get("message")).asString().contains("lone surrogate U+D800");
        assertThat(JsonReader.parse("\"\\ud83d\\ude00\ud83d\ude00\"")).isEqualTo("\ud83d\ude00\ud83d\ude00");
        Map<String, Object> twice = error("legal", "{\"players\":2,\"players\":3}");
        assertThat(twice.get("message")).isEqualTo("malformed JSON at offset 13: the field 'players' is given twice");
        assertThat(twice.get("code")).isEqualTo("malformed-json");
        assertThat(error("legal", "{\"a\":\"\\q\"}").get("message")).asString().endsWith("unknown escape '\\q' in a string");
    }

    @Test
    @DisplayName("random and mutated bodies: every answer is JSON, an answer or an error object, never an internal error")
    void fuzzNeverThrows() {
        Random random = new Random(11);
        String[] seeds = {"{\"position\":\"4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\",\"action\":\"e1-e2\"}",
                "{\"steps\":[\"a3\",\"-b4\"],\"lang\":\"ja\"}", "{\"actions\":[\"e1-e2\",\"a7-b7\"]}",
                "{\"players\":3,\"highlight\":[\"e4\"],\"marks\":{\"e5\":\"target\"}}",
                "{\"tags\":{\"Event\":\"a\"},\"tree\":{\"comment\":\"a\",\"shapes\":[\"Re4\"],\"plies\":[{\"action\":\"e1-e2\","
                        + "\"glyphs\":[1],\"comment\":\"b\",\"shapes\":[\"Ge1e5\"],\"variations\":[{\"plies\":[{\"action\":\"e1-d2\"}]}]}]}}"};
        String alphabet = "{}[]\":,\\ u0123456789abcdefeE+-.tn\ud800\udc00é\u0000";
        for (int i = 0; i < 3_000; i++) {
            StringBuilder s = new StringBuilder(seeds[i % seeds.length]);
            for (int k = random.nextInt(4); k >= 0; k--) {
                int at = random.nextInt(s.length() + 1);
                if (random.nextBoolean() && at < s.length()) {
                    s.deleteCharAt(at);
                } else {
                    s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            for (String call : List.of("legal", "check", "apply", "explain", "svg", "replay", "record", "build", "setup")) {
                String answer = API.answer(call, s.toString());
                Object parsed = JsonReader.parse(answer);
                assertThat(parsed).as(call + " " + s).isInstanceOf(Map.class);
                assertThat(answer).as(call + " " + s).doesNotContain("\"code\":\"internal\"");
            }
        }
    }
}
