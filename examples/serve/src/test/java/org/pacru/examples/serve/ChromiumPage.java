package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.Dimension;

/**
 * The page's browser tests beside {@link BrowserTest}, in one session with it: its headless
 * Chromium and server started before a class and stopped after it, every test on a desktop window
 * (1366 × 900; a class's own {@code @BeforeEach} may set another, it runs after this), and after
 * every test the page's script errors, which must be none.
 */
final class ChromiumPage implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        BrowserTest.startBrowser();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        BrowserTest.stopBrowser();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        BrowserTest.screen(new Dimension(1366, 900));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        assertThat(String.valueOf(BrowserTest.js("return window.__pacruErrors || [];"))).isEqualTo("[]");
    }
}
