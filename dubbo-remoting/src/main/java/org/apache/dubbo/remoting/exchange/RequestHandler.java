package org.apache.dubbo.remoting.exchange;

import java.util.concurrent.CompletionStage;

import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.MethodResolver;
import org.apache.dubbo.remoting.codec.ResultBody;

/**
 * What a server does with calls: the protocol layer implements it. Runs on the dispatcher's thread (a business
 * thread by default). A business exception belongs in the {@link ResultBody}; an exception thrown or a stage
 * completed exceptionally means the invocation path itself failed (status SERVICE_ERROR).
 */
public interface RequestHandler extends MethodResolver {

    CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) throws Exception;
}
