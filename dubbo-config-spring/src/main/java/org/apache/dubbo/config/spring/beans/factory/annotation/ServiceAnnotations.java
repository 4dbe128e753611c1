package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.DubboService;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.util.ClassUtils;

/**
 * The annotation types that declare services and references: the current {@code @DubboService} /
 * {@code @DubboReference}, the deprecated {@code org.apache.dubbo} {@code @Service} / {@code @Reference}, and the
 * 2.6 {@code com.alibaba.dubbo} ones when a compatibility jar puts them on the class path.
 */
final class ServiceAnnotations {

    static final List<Class<? extends Annotation>> SERVICE = types(DubboService.class,
            org.apache.dubbo.config.annotation.Service.class, "com.alibaba.dubbo.config.annotation.Service");
    static final List<Class<? extends Annotation>> REFERENCE = types(DubboReference.class,
            org.apache.dubbo.config.annotation.Reference.class, "com.alibaba.dubbo.config.annotation.Reference");

    private ServiceAnnotations() {
    }

    @SuppressWarnings("unchecked")
    private static List<Class<? extends Annotation>> types(Class<? extends Annotation> current,
                                                           Class<? extends Annotation> deprecated, String legacy) {
        List<Class<? extends Annotation>> types = new ArrayList<>();
        types.add(current);
        types.add(deprecated);
        ClassLoader loader = ServiceAnnotations.class.getClassLoader();
        if (ClassUtils.isPresent(legacy, loader)) {
            types.add((Class<? extends Annotation>) ClassUtils.resolveClassName(legacy, loader));
        }
        return Collections.unmodifiableList(types);
    }

    /** The first of {@code types} on {@code element} (directly or as a meta-annotation), or null. */
    static Annotation find(AnnotatedElement element, List<Class<? extends Annotation>> types) {
        for (Class<? extends Annotation> type : types) {
            Annotation found = AnnotatedElementUtils.findMergedAnnotation(element, type);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
