package org.apache.dubbo.config.spring.surface;

/** The target of {@code oninvoke}/{@code onreturn}/{@code onthrow} in the surface walks. */
public class SurfaceNotifier {

    public void done(Object result, Object[] arguments) {
        // only its existence matters here
    }
}
