package org.apache.dubbo.validation;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Makes the {@link Validator} of a service. The service's or reference's {@code validation} setting names it:
 * {@code true} or {@code jvalidation} (whichever Bean Validation API has a provider on the class path, Jakarta
 * first), {@code jvalidation-javax} (JSR-303/380), {@code jvalidation-jakarta} (Jakarta Bean Validation 3), or a
 * user's own in {@code META-INF/dubbo/org.apache.dubbo.validation.Validation}.
 */
@SPI("jvalidation")
public interface Validation {

    Validator getValidator(URL url);
}
