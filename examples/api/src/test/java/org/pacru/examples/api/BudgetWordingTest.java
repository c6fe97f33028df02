package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A budget refusal speaks of the front that refuses it: the npm package's ({@link Api#PACKAGE})
 * of "this package" and its calls, the server's of "the server" and its requests, for the fields
 * {@code iterations} and {@code millis} and for {@code mcts:N}, in English, Spanish and Japanese.
 */
class BudgetWordingTest {
    private static final Api PACKAGE = new Api(Api.PACKAGE);
    private static final Api SERVER = new Api(new Api.Settings(20_000, 2_000, true, new LinkedHashMap<>(),
            Front.SERVER));

    @SuppressWarnings("unchecked")
    private static String refusal(Api api, String call, String body) {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(api.answer(call, body));
        Map<String, Object> error = (Map<String, Object>) answer.get("error");
        assertThat(error).as(call + " " + body).isNotNull();
        assertThat(error.get("code")).isEqualTo("budget-over-limit");
        return (String) error.get("message");
    }

    @Test
    @DisplayName("the package's refusals of iterations, millis and mcts:N speak of this package, never of a server")
    void packageRefusalsSpeakOfThePackage() {
        assertThat(refusal(PACKAGE, "analyse", "{\"iterations\":20001}"))
                .isEqualTo("iterations 20001: this package allows 1 to 20000 per call");
        assertThat(refusal(PACKAGE, "analyse", "{\"millis\":10001}"))
                .isEqualTo("millis 10001: this package allows 1 to 10000 per call");
        assertThat(refusal(PACKAGE, "move", "{\"player\":\"mcts:20001\"}"))
                .isEqualTo("'mcts:20001': this package allows mcts:1 to mcts:20000 per call");
        assertThat(refusal(PACKAGE, "move", "{\"player\":\"greedy\",\"iterations\":0}"))
                .isEqualTo("iterations 0: this package allows 1 to 20000 per call");
    }

    @Test
    @DisplayName("the server's refusals of iterations, millis and mcts:N speak of the server and its requests")
    void serverRefusalsSpeakOfTheServer() {
        assertThat(refusal(SERVER, "analyse", "{\"iterations\":20001}"))
                .isEqualTo("iterations 20001: the server allows 1 to 20000 per request");
        assertThat(refusal(SERVER, "analyse", "{\"millis\":2001}"))
                .isEqualTo("millis 2001: the server allows 1 to 2000 per request");
        assertThat(refusal(SERVER, "move", "{\"player\":\"mcts:0\"}"))
                .isEqualTo("'mcts:0': the server allows mcts:1 to mcts:20000 per request");
    }

    @Test
    @DisplayName("the package's refusals in Spanish and Japanese speak of the package too")
    void packageRefusalsInEveryLanguage() {
        assertThat(refusal(PACKAGE, "analyse", "{\"iterations\":0,\"lang\":\"es\"}"))
                .isEqualTo("iterations 0: este paquete permite de 1 a 20000 por llamada");
        assertThat(refusal(PACKAGE, "move", "{\"player\":\"mcts:20001\",\"lang\":\"es\"}"))
                .isEqualTo("'mcts:20001': este paquete permite de mcts:1 a mcts:20000 por llamada");
        assertThat(refusal(PACKAGE, "analyse", "{\"iterations\":0,\"lang\":\"ja\"}"))
                .isEqualTo("iterations 0: このパッケージが許すのは 1 回の呼び出しあたり 1 から 20000 までです");
        assertThat(refusal(PACKAGE, "move", "{\"player\":\"mcts:20001\",\"lang\":\"ja\"}"))
                .isEqualTo("'mcts:20001': このパッケージが許すのは 1 回の呼び出しあたり mcts:1 から mcts:20000 までです");
    }

    @Test
    @DisplayName("the server's refusals in Spanish and Japanese speak of the server")
    void serverRefusalsInEveryLanguage() {
        assertThat(refusal(SERVER, "analyse", "{\"millis\":0,\"lang\":\"es\"}"))
                .isEqualTo("millis 0: el servidor permite de 1 a 2000 por petición");
        assertThat(refusal(SERVER, "move", "{\"player\":\"mcts:20001\",\"lang\":\"es\"}"))
                .isEqualTo("'mcts:20001': el servidor permite de mcts:1 a mcts:20000 por petición");
        assertThat(refusal(SERVER, "analyse", "{\"millis\":0,\"lang\":\"ja\"}"))
                .isEqualTo("millis 0: サーバーが許すのは 1 リクエストあたり 1 から 2000 までです");
        assertThat(refusal(SERVER, "move", "{\"player\":\"mcts:20001\",\"lang\":\"ja\"}"))
                .isEqualTo("'mcts:20001': サーバーが許すのは 1 リクエストあたり mcts:1 から mcts:20000 までです");
    }

    @Test
    @DisplayName("the budget given twice is refused before the range of mcts:N, and mcts:x is no number, on either front")
    void precedenceIsUnchanged() {
        for (Api api : new Api[] {PACKAGE, SERVER}) {
            @SuppressWarnings("unchecked")
            Map<String, Object> twice = (Map<String, Object>) ((Map<String, Object>) JsonReader.parse(
                    api.answer("move", "{\"player\":\"mcts:0\",\"iterations\":5}"))).get("error");
            assertThat(twice.get("code")).isEqualTo("bad-request");
            assertThat(twice.get("field")).isEqualTo("iterations");
            @SuppressWarnings("unchecked")
            Map<String, Object> digits = (Map<String, Object>) ((Map<String, Object>) JsonReader.parse(
                    api.answer("move", "{\"player\":\"mcts:x\"}"))).get("error");
            assertThat(digits.get("code")).isEqualTo("bad-request");
            assertThat(digits.get("field")).isEqualTo("player");
        }
    }

    @Test
    @DisplayName("the package's caps are the command line's bounds: 20,000 iterations, 10,000 ms")
    void packageCapsAreTheCommandLinesBounds() {
        assertThat(Api.PACKAGE.maxIterations()).isEqualTo(org.pacru.examples.text.BotSpec.MAX_ITERATIONS).isEqualTo(20_000);
        assertThat(Api.PACKAGE.maxMillis()).isEqualTo(org.pacru.examples.text.BotSpec.MAX_MILLIS).isEqualTo(10_000);
        assertThat(Api.PACKAGE.front()).isEqualTo(Front.PACKAGE);
    }
}
