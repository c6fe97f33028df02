package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The package's {@code abstractplay} call answers "complete" exactly when the string converts to an
 * action (R9.2): {@code pacru/abstractplay}'s validateMove says "submit it" only for what
 * its move() accepts. Its op {@code positions} checks a stored game's whole stack in one call.
 */
class AbstractPlayCallTest {
    private static final Api API = new Api(Api.PACKAGE);

    private static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";

    @SuppressWarnings("unchecked")
    private static Map<String, Object> call(String body) {
        return (Map<String, Object>) JsonReader.parse(API.answer("abstractplay", body));
    }

    /** The request of op positions for a list of position strings. */
    private static String positions(List<String> positions) {
        StringBuilder body = new StringBuilder("{\"op\":\"positions\",\"positions\":[");
        for (int i = 0; i < positions.size(); i++) {
            body.append(i == 0 ? "" : ",").append(JsonWriter.quote(positions.get(i)));
        }
        return body.append("]}").toString();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> move(String move) {
        String body = "{\"op\":\"move\",\"move\":" + JsonWriter.quote(move) + "}";
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(API.answer("abstractplay", body));
        assertThat(answer).as(move).doesNotContainKey("error");
        return answer;
    }

    @Test
    @DisplayName("R9.2: an open bracket or empty choices are valid but not complete, and have no action; closed, the same steps are complete")
    void anOpenStringIsNotCompleteR9_2() {
        for (String open : List.of("a3-b4(c6", "a3-b4(c6,", "e1-e2(", "e1-e2()", "A3-B4(C6", " a3 - b4 ( c6 ")) {
            Map<String, Object> a = move(open);
            assertThat(a.get("action")).as(open).isNull();
            assertThat(a.get("complete")).as(open).isEqualTo(false);
        }
        Map<String, Object> closed = move("a3-b4(c6)");
        assertThat(closed.get("action")).isEqualTo("a3-b4(c6)");
        assertThat(closed.get("complete")).isEqualTo(true);
        assertThat(closed.get("valid")).isEqualTo(true);
        assertThat(move("a3-b4(c6").get("valid")).as("a legal action starts with it").isEqualTo(true);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> move(String move, String lang) {
        String body = "{\"op\":\"move\",\"move\":" + JsonWriter.quote(move) + ",\"lang\":\"" + lang + "\"}";
        return (Map<String, Object>) JsonReader.parse(API.answer("abstractplay", body));
    }

    @Test
    @DisplayName("a player's words: the violation's rule and detail (no rule ID, string or RULES.md §11 defect in it) and a notation error's place, in the request's language; the developer's problem keeps the defect")
    @SuppressWarnings("unchecked")
    void playerReasonAndNotationInTheRequestsLanguage() {
        Map<String, Object> en = move("a3-b4", "en");
        assertThat((String) en.get("problem")).contains("RULES.md §11 D1");
        Map<String, Object> reason = (Map<String, Object>) en.get("reason");
        assertThat(reason.get("rule")).isEqualTo("R9.2");
        assertThat((String) reason.get("text")).startsWith("the border crossing into the borderland centred on b5")
                .doesNotContain("R9.2").doesNotContain("a3-b4").doesNotContain("RULES.md").doesNotContain("Abstract Play");
        Map<String, Object> es = (Map<String, Object>) move("e1-e5", "es").get("reason");
        assertThat(es.get("rule")).isEqualTo("R3.2");
        assertThat((String) es.get("text")).startsWith("la pieza de e1 puede moverse como máximo 1 casilla");
        Map<String, Object> notation = (Map<String, Object>) move("e1-e20", "es").get("notation");
        assertThat(notation.get("offset")).isEqualTo(5L);
        assertThat((String) notation.get("expected")).contains("movimiento");
        assertThat(move("e1-e20", "en").get("reason")).isNull();
        assertThat(move("e1-e2", "en").get("notation")).isNull();
        assertThat(move("e1-e2", "en").get("reason")).isNull();
        // a partial string a legal action starts with: its next steps' kinds, one each
        Map<String, Object> partial = move("a3-b4", "en");
        assertThat((List<Object>) partial.get("kinds")).hasSize(((List<Object>) partial.get("next")).size())
                .containsOnly("CROSSING_FIELD");
        assertThat((List<Object>) move("e1", "en").get("kinds")).containsOnly("DESTINATION");
        // a partial string no legal action starts with, whose steps are a whole action: the rules' reason
        Map<String, Object> rotation = move("e1>(d1,f1", "en");
        assertThat(rotation.get("valid")).isEqualTo(false);
        assertThat(((Map<String, Object>) rotation.get("reason")).get("rule")).isEqualTo("R7.2");
    }

    @Test
    @DisplayName("R9.2 over 3,000 random partial strings of the start: complete if and only if there is an action, and an action is valid")
    void completeIffActionR9_2() {
        Random random = new Random(40);
        List<String> strings = new ArrayList<>(List.of("", "pass", "e1", "e1*", "e1>", "a3-b4", "a3-b4(c6)", "e1-e2)"));
        String alphabet = "abcdefghi123456789-x(),*<> ";
        for (int i = 0; i < 3_000; i++) {
            String base = strings.get(random.nextInt(strings.size()));
            StringBuilder s = new StringBuilder(base.length() > 12 ? base.substring(0, random.nextInt(base.length())) : base);
            int extra = 1 + random.nextInt(4);
            for (int k = 0; k < extra; k++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            strings.add(s.toString());
        }
        int complete = 0;
        for (String s : strings) {
            Map<String, Object> a = move(s);
            boolean hasAction = a.get("action") != null;
            assertThat(a.get("complete")).as("'%s': complete iff converted", s).isEqualTo(hasAction);
            if (hasAction) {
                assertThat(a.get("valid")).as(s).isEqualTo(true);
                complete++;
            }
        }
        assertThat(complete).as("some strings are whole actions").isPositive();
    }

    @Test
    @DisplayName("op positions: a list of positions pacru accepts is answered with its count and no invalid one")
    void positionsAllAccepted() {
        Map<String, Object> a = call(positions(List.of(START, "4.BS3.ASW/9/1.BE6.BW/9/9/9/.AE7.AW/4.AN4/.BNE8 A 2", START)));
        assertThat(a).doesNotContainKey("error");
        assertThat(a.get("count")).isEqualTo(3L);
        assertThat(a).containsEntry("invalid", null);
        assertThat(call(positions(List.of())).get("count")).as("an empty list").isEqualTo(0L);
    }

    @Test
    @DisplayName("op positions: the first position pacru does not accept is answered with its index and the error the field position gets for it, malformed (NOTATION) or against the rules (R1.5); a later invalid one is not reported")
    @SuppressWarnings("unchecked")
    void positionsFirstInvalid() {
        String malformed = START.replace(" A 2", " undefined 2");
        String playerC = START.replace("4.BS3", "4.CS3");   // a chevron of C in a game of 2 (R1.5)
        Map<String, Object> a = call(positions(List.of(START, START, malformed, playerC)));
        assertThat(a.get("count")).isEqualTo(4L);
        Map<String, Object> invalid = (Map<String, Object>) a.get("invalid");
        assertThat(invalid.get("index")).isEqualTo(2L);
        Map<String, Object> single = (Map<String, Object>) call("{\"op\":\"board\",\"position\":" + JsonWriter.quote(malformed) + "}")
                .get("error");
        assertThat(invalid.get("error")).as("the error of the same position given alone").isEqualTo(single);
        assertThat(((Map<String, Object>) invalid.get("error")).get("code")).isEqualTo("bad-notation");

        Map<String, Object> rules = (Map<String, Object>) call(positions(List.of(START, playerC))).get("invalid");
        assertThat(rules.get("index")).isEqualTo(1L);
        Map<String, Object> error = (Map<String, Object>) rules.get("error");
        assertThat(error.get("field")).isEqualTo("position");
        assertThat((String) error.get("message")).startsWith("position: ").contains("R1.5: e9 holds a chevron of player C");
    }

    @Test
    @DisplayName("op positions: at most MAX_POSITIONS (10,000) in one request; one more, or an entry that is not a string, is a bad-request naming the field positions")
    @SuppressWarnings("unchecked")
    void positionsBounded() {
        List<String> most = Collections.nCopies(AbstractPlayCall.MAX_POSITIONS, START);
        Map<String, Object> a = call(positions(most));
        assertThat(a.get("count")).isEqualTo((long) AbstractPlayCall.MAX_POSITIONS);
        assertThat(a).containsEntry("invalid", null);

        List<String> tooMany = new ArrayList<>(most);
        tooMany.add(START);
        Map<String, Object> error = (Map<String, Object>) call(positions(tooMany)).get("error");
        assertThat(error.get("code")).isEqualTo("bad-request");
        assertThat(error.get("field")).isEqualTo("positions");
        assertThat((String) error.get("message")).contains("10001").contains("10000");

        for (String body : List.of("{\"op\":\"positions\",\"positions\":[\"" + START + "\",5]}",
                "{\"op\":\"positions\",\"positions\":\"" + START + "\"}", "{\"op\":\"POSITIONS\"}")) {
            Map<String, Object> e = (Map<String, Object>) call(body).get("error");
            assertThat(e.get("code")).as(body).isEqualTo("bad-request");
            assertThat(e.get("field")).as(body).isEqualTo("positions");
        }
    }

    @Test
    @DisplayName("an unknown op names the three ops; ops board and move still read the position before the op")
    @SuppressWarnings("unchecked")
    void unknownOpNamesPositions() {
        Map<String, Object> e = (Map<String, Object>) call("{\"op\":\"nothing\"}").get("error");
        assertThat(e.get("field")).isEqualTo("op");
        assertThat((String) e.get("message")).contains("board, move or positions");
        Map<String, Object> position = (Map<String, Object>) call("{\"op\":5,\"position\":\"zz\"}").get("error");
        assertThat(position.get("field")).isEqualTo("position");
    }
}
