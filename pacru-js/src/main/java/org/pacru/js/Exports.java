package org.pacru.js;

import org.pacru.examples.api.Api;
import org.teavm.jso.JSExport;

/**
 * What the WebAssembly and JavaScript builds of pacru export to JavaScript: one function, which
 * answers one call of the JSON API ({@link Api}, the code {@code pacru serve} answers with). The
 * npm package's loader ({@code index.js}) wraps it into the typed functions of {@code index.d.ts}.
 */
public final class Exports {
    private static final Api API = new Api(Api.PACKAGE);

    private Exports() {
    }

    /**
     * Answers one call.
     *
     * @param name the call: one of {@link Api#CALLS}, or {@code abstractplay}
     * @param request the request, a JSON object
     * @return the answer or the API's error object, as JSON text; never throws
     */
    @JSExport
    public static String call(String name, String request) {
        return API.answer(name, request);
    }

    /**
     * The program's entry point, which TeaVM requires; the package calls {@link #call} only.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // Nothing to start: every call is answered by call().
    }
}
