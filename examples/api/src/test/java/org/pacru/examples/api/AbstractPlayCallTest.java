package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The package's {@code abstractplay} call answers "complete" exactly when the string converts to an
 * action (R9.2): {@code pacru/abstractplay}'s validateMove says "submit it" only for what
 * its move() accepts.
 */
class AbstractPlayCallTest {
    private static final Api API = new Api(Api.PACKAGE);

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
}
