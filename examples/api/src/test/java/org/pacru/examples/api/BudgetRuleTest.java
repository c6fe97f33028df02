package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one rule for every search budget (docs/API.md, "Budgets"): {@code iterations}, {@code millis}
 * and {@code mcts:N} are each absent or an integer from 1 to the cap; 0, a negative number or one
 * over the cap is {@code budget-over-limit}, another type {@code bad-request}, both naming the
 * field; {@code iterations} beside {@code mcts:N} is refused; the budgets of {@code random} and
 * {@code greedy} are checked by the same rule though unused.
 */
class BudgetRuleTest {
    private static final Api API = new Api(Api.PACKAGE);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> answer(String call, String body) {
        return (Map<String, Object>) JsonReader.parse(API.answer(call, body));
    }

    @SuppressWarnings("unchecked")
    private static void refused(String call, String body, String code, String field) {
        Map<String, Object> answer = answer(call, body);
        assertThat(answer).as(call + " " + body).containsKey("error");
        Map<String, Object> e = (Map<String, Object>) answer.get("error");
        assertThat(e.get("status")).as(call + " " + body).isEqualTo(400L);
        assertThat(e.get("code")).as(call + " " + body).isEqualTo(code);
        assertThat(e.get("field")).as(call + " " + body).isEqualTo(field);
    }

    private static void answered(String call, String body) {
        assertThat(answer(call, body)).as(call + " " + body).doesNotContainKey("error");
    }

    @ParameterizedTest(name = "{0}: 0, negative and over the cap are budget-over-limit naming the field")
    @ValueSource(strings = {"{\"player\":\"mcts\",", "{"})
    void outOfRangeIsOverLimit(String start) {
        String call = start.contains("player") ? "move" : "analyse";
        for (String v : new String[] {"0", "-1", "20001", "-9223372036854775808"}) {
            refused(call, start + "\"iterations\":" + v + ",\"seed\":1}", "budget-over-limit", "iterations");
        }
        for (String v : new String[] {"0", "-1", String.valueOf(Api.PACKAGE_MAX_MILLIS + 1)}) {
            refused(call, start + "\"millis\":" + v + ",\"seed\":1}", "budget-over-limit", "millis");
        }
    }

    @ParameterizedTest(name = "{0}: a string, a fraction, a boolean, an array or an object is bad-request naming the field")
    @ValueSource(strings = {"{\"player\":\"mcts\",", "{"})
    void wrongTypeIsBadRequest(String start) {
        String call = start.contains("player") ? "move" : "analyse";
        for (String v : new String[] {"\"3\"", "2.5", "1e3", "true", "[5]", "{}", "1e999", "9223372036854775808"}) {
            refused(call, start + "\"iterations\":" + v + ",\"seed\":1}", "bad-request", "iterations");
            refused(call, start + "\"millis\":" + v + ",\"seed\":1}", "bad-request", "millis");
        }
    }

    @Test
    @DisplayName("mcts:0 and mcts:20001 are budget-over-limit naming player; mcts:x is bad-request naming player")
    void playerBudgetIsInRange() {
        refused("move", "{\"player\":\"mcts:0\",\"seed\":1}", "budget-over-limit", "player");
        refused("move", "{\"player\":\"mcts:20001\",\"seed\":1}", "budget-over-limit", "player");
        refused("move", "{\"player\":\"mcts:x\",\"seed\":1}", "bad-request", "player");
        assertThat(answer("move", "{\"player\":\"mcts:0\",\"seed\":1}").toString())
                .contains("'mcts:0': this package allows mcts:1 to mcts:20000 per call");
    }

    @Test
    @DisplayName("iterations beside mcts:N is refused whatever its value (the budget given twice), in the request's language")
    void iterationsBesideMctsNIsRefused() {
        for (String v : new String[] {"5", "\"x\"", "20001", "0"}) {
            refused("move", "{\"player\":\"mcts:5\",\"iterations\":" + v + ",\"seed\":1}", "bad-request", "iterations");
        }
        assertThat(answer("move", "{\"player\":\"mcts:5\",\"iterations\":5}").toString())
                .contains("'mcts:5' gives the iterations already: leave out 'iterations'");
        assertThat(answer("move", "{\"player\":\"mcts:5\",\"iterations\":5,\"lang\":\"es\"}").toString())
                .contains("'mcts:5' ya da las iteraciones");
        assertThat(answer("move", "{\"player\":\"mcts:5\",\"iterations\":5,\"lang\":\"ja\"}").toString())
                .contains("'mcts:5' が反復回数をすでに指定しています");
    }

    @Test
    @DisplayName("millis beside mcts:N is checked by the rule and, in range, bounds the search too")
    void millisBesideMctsNIsChecked() {
        refused("move", "{\"player\":\"mcts:5\",\"millis\":0,\"seed\":1}", "budget-over-limit", "millis");
        refused("move", "{\"player\":\"mcts:5\",\"millis\":\"1\",\"seed\":1}", "bad-request", "millis");
        answered("move", "{\"player\":\"mcts:5\",\"millis\":1000,\"seed\":1}");
    }

    @ParameterizedTest(name = "{0}: budgets are unused but checked by the same rule")
    @ValueSource(strings = {"random", "greedy"})
    void unusedBudgetsAreChecked(String player) {
        String start = "{\"player\":\"" + player + "\",\"seed\":1,";
        refused("move", start + "\"iterations\":\"x\"}", "bad-request", "iterations");
        refused("move", start + "\"millis\":1.5}", "bad-request", "millis");
        refused("move", start + "\"iterations\":0}", "budget-over-limit", "iterations");
        refused("move", start + "\"millis\":" + (Api.PACKAGE_MAX_MILLIS + 1) + "}", "budget-over-limit", "millis");
        answered("move", start + "\"iterations\":5,\"millis\":5}");
        answered("move", start + "\"iterations\":null}");
    }

    @Test
    @DisplayName("the edges of the range are accepted: 1 and the cap; null is absent (the default budget)")
    void edgesAreAccepted() {
        answered("analyse", "{\"iterations\":1,\"seed\":1}");
        answered("move", "{\"player\":\"mcts:1\",\"seed\":1}");
        answered("move", "{\"player\":\"mcts\",\"iterations\":1,\"millis\":" + Api.PACKAGE_MAX_MILLIS + ",\"seed\":1}");
        assertThat(answer("analyse", "{\"iterations\":null,\"seed\":1}").get("iterations")).isEqualTo(2_000L);
    }
}
