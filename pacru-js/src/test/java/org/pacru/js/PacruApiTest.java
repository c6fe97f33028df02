package org.pacru.js;

import org.pacru.examples.api.JsonReader;
import org.pacru.examples.api.JsonWriter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The JavaScript entry layer on the JVM: its answers, its errors and its JSON. */
class PacruApiTest {
    private static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";

    @Test
    @DisplayName("every conformance line through the entry layer's legal and next gives the vector's columns")
    void conformanceThroughTheCalls() throws IOException {
        int count = 0;
        for (Path file : Expectations.vectorFiles()) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    assertThat(Expectations.answer(file, line)).as("%s: %s", file.getFileName(), line)
                            .isEqualTo(Expectations.expected(file, line));
                    count++;
                }
            }
        }
        assertThat(count).isEqualTo(12_818);
    }

    @Test
    @DisplayName("legal and check answer with the server's fields in the server's order (docs/API.md)")
    void serverShapes() {
        String legal = Exports.call("legal", "{}");
        assertThat(legal).startsWith("{\"position\":\"" + START + "\",\"toMove\":\"A\",\"players\":2,"
                + "\"markers\":{\"A\":0,\"B\":0},\"out\":[],\"outcome\":null,\"baseMoves\":[\"a3-b2\",")
                .contains("\"a3-b4(a5)\"").endsWith(",\"rotationCount\":0}");
        assertThat(Exports.call("check", "{\"action\":\"e1-e3\"}")).startsWith("{\"action\":\"e1-e3\",\"legal\":false,"
                + "\"violation\":{\"rule\":\"R3.2\",\"reason\":\"OUT_OF_RANGE\",\"message\":\"R3.2: e1-e3: ")
                .contains("\"ruleTitle\":\"Range\",\"ruleText\":\"It moves 1 to P fields");
        assertThat(Exports.call("apply", "{\"action\":\"a3-b4(c6)\",\"ruleset\":\"Standard\"}")).isEqualTo(
                "{\"position\":\"4.BS3.ASW/9/.BE7.BW/2a6/9/1.ANE7/8.AW/9/.BNE3.AN4 B 2\",\"toMove\":\"B\",\"players\":2,"
                        + "\"markers\":{\"A\":1,\"B\":0},\"out\":[],\"action\":\"a3-b4(c6)\",\"events\":["
                        + "{\"type\":\"Moved\",\"text\":\"A moves the chevron on a3 to b4, now facing NE (R3.5)\",\"fields\":[\"a3\",\"b4\"]},"
                        + "{\"type\":\"MarkerClaimed\",\"text\":\"A claims c6 (border crossing, R4.4)\",\"fields\":[\"c6\"]}],"
                        + "\"outcome\":null}");
        assertThat(Exports.call("move", "{\"player\":\"random\",\"seed\":7}"))
                .isEqualTo(Exports.call("move", "{\"seed\":7,\"player\":\"random\"}")).startsWith("{\"player\":\"A\",\"computer\":\"random\",\"action\":");
        assertThat(Exports.call("move", "{\"player\":\"mcts:30\",\"seed\":7}"))
                .startsWith("{\"player\":\"A\",\"computer\":\"mcts:30\",\"action\":").contains(",\"search\":{\"iterations\":30,\"playouts\":");
        assertThat(Exports.call("replay", "{\"actions\":[\"a3-b4(c6)\",\"e9-e8\"]}")).startsWith("{\"position\":")
                .contains(",\"start\":\"" + START + "\",\"outcome\":null,\"plies\":[{\"ply\":1,\"round\":1,\"player\":\"A\","
                        + "\"action\":\"a3-b4(c6)\",")
                .contains("\"abstractplay\":[\"a3-b4(c6)\",\"e9-e8\"]}");
        assertThat(Exports.call("replay", "{\"actions\":[\"a3-b4(c6)\",\"e1-e3\"]}")).contains("\"code\":\"illegal-action\"",
                "\"message\":\"action 2 e1-e3: R2.1: ", "\"number\":2,\"action\":\"e1-e3\",\"rule\":\"R2.1\",\"position\":");
        assertThat(Exports.call("analyse", "{\"iterations\":40,\"seed\":7}")).startsWith("{\"iterations\":40,").contains("\"best\":");
        assertThat(Exports.call("explain", "{\"action\":\"e1-e3\"}")).startsWith(
                "{\"action\":\"e1-e3\",\"player\":\"A\",\"legal\":false,\"verdict\":\"ILLEGAL\",\"violation\":{\"rule\":\"R3.2\"")
                .contains("{\"kind\":\"Range\",\"topic\":\"MOVEMENT\",\"rule\":\"R3.2\",\"citation\":\"R3.2\",\"allowed\":false,");
        assertThat(Exports.call("build", "{\"steps\":[\"a3\",\"-B4\"]}")).startsWith(
                "{\"partial\":\"a3-b4\",\"viable\":true,\"complete\":false,\"action\":null,\"next\":[{\"kind\":\"CROSSING_FIELD\"");
    }

    @Test
    @DisplayName("errors are the API's error objects, with status, code, message and details; nothing is thrown")
    void errors() {
        assertThat(Exports.call("legal", "{\"position\":")).startsWith(
                "{\"error\":{\"status\":400,\"code\":\"malformed-json\",\"message\":\"malformed JSON at offset 12: ")
                .endsWith("\"offset\":12}}");
        assertThat(Exports.call("legal", "[1]")).contains("\"code\":\"malformed-json\"", "must be a JSON object");
        assertThat(Exports.call("legal", null)).contains("\"code\":\"malformed-json\"");
        assertThat(Exports.call("png", "{}")).contains("\"status\":404", "\"code\":\"not-found\"",
                "legal, check, apply, explain, svg, replay, record, move, analyse, build, setup, info");
        assertThat(Exports.call("legal", "{\"position\":\"x\"}")).contains("\"code\":\"bad-notation\"",
                "\"field\":\"position\",\"offset\":0,\"expected\":");
        assertThat(Exports.call("legal", "{\"position\":\"9/9/9/9/9/9/9/9/9 C 2\"}")).contains("\"code\":\"bad-notation\"",
                "found R1.5: player C is to move, but the game has 2 players");
        assertThat(Exports.call("legal", "{\"players\":5}")).contains("\"code\":\"bad-request\"",
                "the field 'players' must be an integer from 2 to 4");
        assertThat(Exports.call("legal", "{\"ruleset\":\"go\"}")).contains("unknown ruleset 'go'");
        assertThat(Exports.call("check", "{}")).contains("the field 'action' is missing", "\"field\":\"action\"");
        assertThat(Exports.call("apply", "{\"action\":\"e1-e3\"}")).contains("\"status\":422", "\"code\":\"illegal-action\"",
                "\"violation\":{\"rule\":\"R3.2\"", "\"action\":\"e1-e3\"");
        assertThat(Exports.call("move", "{\"player\":\"mcts:x\"}")).contains("'mcts:x': expected mcts:ITERATIONS");
        assertThat(Exports.call("move", "{\"player\":\"mcts:20001\"}")).contains("\"code\":\"budget-over-limit\"",
                "\"field\":\"player\"");
        assertThat(Exports.call("analyse", "{\"millis\":-1}")).contains("\"code\":\"budget-over-limit\"", "\"field\":\"millis\"");
        assertThat(Exports.call("move", "{\"player\":\"chess\"}")).contains("unknown player 'chess'");
        assertThat(Exports.call("move", "{\"player\":\"random\",\"seed\":1.5}")).contains("the field 'seed' must be an integer");
        assertThat(Exports.call("build", "{\"steps\":[\"e1\",2]}")).contains("the field 'steps' must be an array of strings");
        assertThat(Exports.call("build", "{\"steps\":[\"e1\",\"e3\"]}")).contains("\"partial\":\"e1-e3\",\"viable\":false",
                "\"violation\":{\"rule\":\"R3.2\"");
        assertThat(Exports.call("build", "{\"steps\":[\"q9\"]}")).contains("\"reason\":\"no legal action goes on with 'q9'\"");
    }

    @Test
    @DisplayName("the JSON reader: every kind of value, escapes, numbers as long or double, and where malformed text stops")
    void jsonReader() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("a", List.of(1L, -2L, 2.5, 1.0E3, true, false, "x\"\\/\b\f\n\r\t\u00e9"));
        expected.put("b", null);
        expected.put("c", Map.of());
        expected.put("d", List.of());
        expected.put("e", 9223372036854775807L);
        expected.put("f", 1.2345678901234567E19);
        assertThat(JsonReader.parse(" {\"a\":[1,-2,2.5,1e3,true,false,\"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\"],\"b\":null,"
                + "\"c\":{},\"d\":[],\"e\":9223372036854775807,\"f\":12345678901234567890} ")).isEqualTo(expected);
        for (String bad : List.of("", "{", "{\"a\"}", "{\"a\":1,}", "[1 2]", "01", "-", "1.", "1e", "\"\\x\"", "\"\\u12\"",
                "\"a", "tru", "{} x", "\"\u0001\"", "{1:2}", "[", "nul")) {
            assertThatThrownBy(() -> JsonReader.parse(bad)).as(bad).isInstanceOf(JsonReader.MalformedException.class)
                    .hasMessageStartingWith("malformed JSON at offset ");
        }
        assertThat(catchOffset("{\"a\":1,}")).isEqualTo(7);
        assertThat(catchOffset("[1 2]")).isEqualTo(3);
    }

    private static int catchOffset(String text) {
        try {
            JsonReader.parse(text);
            throw new AssertionError("parsed: " + text);
        } catch (JsonReader.MalformedException e) {
            return e.offset();
        }
    }

    @Test
    @DisplayName("the JSON writer: objects in their keys' order, escapes, numbers, and no other values")
    void jsonWriter() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("z", "q\"\\\n\r\t\u0001é");
        o.put("a", Arrays.asList(1, 2L, 2.5, 3.0, Double.NaN, true, null));
        assertThat(JsonWriter.write(o)).isEqualTo("{\"z\":\"q\\\"\\\\\\n\\r\\t\\u0001é\",\"a\":[1,2,2.5,3.0,null,true,null]}");
        assertThat(JsonReader.parse(JsonWriter.write(o))).isEqualTo(JsonReader.parse("{\"z\":\"q\\\"\\\\\\n\\r\\t\\u0001é\",\"a\":[1,2,2.5,3.0,null,true,null]}"));
        assertThatThrownBy(() -> JsonWriter.write(new Object())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("seeded games through the calls are repeatable: the same lines twice")
    void seededGamesRepeat() {
        for (int g = 0; g < 6; g++) {
            String line = Expectations.game(g);
            assertThat(Expectations.game(g)).isEqualTo(line);
            assertThat(line.split("\t")[1].split(" ")).hasSizeGreaterThan(10);
        }
    }
}
